/**
 * Sample contact messages so the admin's Messages page is not empty on a fresh start: questions a
 * Libyan IT and telecom company receives, in the language they were written in (messages are not
 * translated). Senders are fictitious. Dates are relative to `now`, over the last 60 days.
 */
import type { ContactMessage } from '@madar/shared';
import { daysAgo } from '../common/seed-dates';

/** Each message in the language its sender wrote it in: their replies are written in it. */
const ARABIC = /[\u0600-\u06ff]/;

export function createSeedMessages(now: Date = new Date()): ContactMessage[] {
  const messages: Omit<ContactMessage, 'language' | 'status'>[] = [
    {
      id: '2f0c8a4e-6b1d-4c57-9e3a-81d5f7b20c61',
      name: 'Nadia Elmagrahi',
      email: 'nadia.elmagrahi@tripoli-pharma.ly',
      phone: '+218 91 702 4410',
      subject: 'Fibre link between our two Tripoli branches',
      message:
        'Good morning. We have a branch in Gergarish and another in Souq al-Juma and would like a dedicated ' +
        'link between them for our stock system. Could someone visit both sites next week for a survey?',
      receivedAt: daysAgo(now, 2, 4),
    },
    {
      id: '8a41e6d2-0f7b-4b93-a2c5-5d9e13f6a874',
      name: 'محمد الزوي',
      email: 'm.alzway@benghazi-ports.ly',
      subject: 'استفسار عن عقود الدعم الفني',
      message:
        'السلام عليكم، نود الاستفسار عن عقود الدعم الفني السنوية لمكاتبنا في بنغازي، وعددها ثلاثون جهازاً ' +
        'وخادمان. هل تشمل العقود الزيارات الميدانية خارج أوقات الدوام الرسمي؟',
      receivedAt: daysAgo(now, 7, 1),
    },
    {
      id: 'c6d3b95f-2e48-4a1f-8d07-94b2e6c1f530',
      name: 'Tarek Bensaud',
      email: 'tarek.bensaud@example.ly',
      subject: 'Internship for network engineering students',
      message:
        'I am a final-year student at the University of Tripoli (computer networks). Do you offer summer ' +
        'internships in your networking or telecommunications teams?',
      receivedAt: daysAgo(now, 19, 6),
    },
    {
      id: '51e7a0c9-93d4-4f68-b1e2-0a6c8d4f7b19',
      name: 'سعاد المسماري',
      email: 'souad.almesmari@misurata-clinic.ly',
      phone: '+218 51 262 3300',
      subject: 'كاميرات مراقبة لعيادة جديدة',
      message:
        'نفتتح عيادة جديدة في مصراتة الشهر القادم ونحتاج إلى نظام كاميرات مراقبة وبوابة دخول بالبطاقات. ' +
        'نرجو إرسال عرض سعر مبدئي وموعد لزيارة الموقع.',
      receivedAt: daysAgo(now, 33, 3),
    },
    {
      id: 'e9b2f417-5c60-4d8a-9f31-7a4d2c8e6b05',
      name: 'Ahmed Gheriani',
      email: 'a.gheriani@jufra-cement.ly',
      phone: '+218 92 415 8876',
      subject: 'Cloud backup for our ERP',
      message:
        'We run our ERP on two servers at the Benghazi plant. After the last power outage we lost a day of ' +
        'data. We would like to discuss an off-site or cloud backup with daily restore tests.',
      receivedAt: daysAgo(now, 44, 8),
    },
    {
      id: '7c05d8e1-a4b9-4e27-8c63-f1b0a9d25e48',
      name: 'خديجة الفيتوري',
      email: 'khadija.elfitouri@alnoor-institute.ly',
      subject: 'تدريب الموظفين على أمن المعلومات',
      message:
        'هل تقدمون دورات تدريبية لموظفي الإدارة حول أمن المعلومات والتعامل مع رسائل التصيد الاحتيالي؟ ' +
        'عدد المتدربين نحو خمسة وعشرين موظفاً في طرابلس.',
      receivedAt: daysAgo(now, 56, 2),
    },
  ];
  return messages.map((message) => ({
    ...message,
    language: ARABIC.test(message.name) ? 'ar' : 'en',
    status: 'new',
  }));
}
