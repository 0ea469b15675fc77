/**
 * Sample briefs so the admin has something to manage on a fresh start: what Libyan companies might
 * send, in the language they wrote in (English or Arabic; briefs are not translated). The companies
 * are fictitious. Dates are relative to `now`, spread over the last 60 days, so the dashboard's
 * 30-day comparison has data on both sides.
 */
import type { ClientBrief } from '@madar/shared';
import { daysAgo } from '../common/seed-dates';

/** Each brief in the language its sender wrote it in: their replies are written in it. */
const ARABIC = /[\u0600-\u06ff]/;

export function createSeedBriefs(now: Date = new Date()): ClientBrief[] {
  const briefs: Omit<ClientBrief, 'language'>[] = [
    {
      id: '959bb3b8-4d07-4dff-adf6-03eb529d7680',
      companyName: 'Sahara Star Logistics',
      industry: 'Logistics and freight',
      contactName: 'Khaled Al-Mabrouk',
      email: 'k.almabrouk@saharastar-logistics.ly',
      phone: '+218 91 234 5678',
      projectType: 'networking',
      description:
        'We run three warehouses (Tripoli, Misrata and Sebha) that each keep their own stock spreadsheets. ' +
        'We need a secure network linking the three sites to our head office so we can move to one inventory system.',
      currentChallenges:
        'Unreliable links to Sebha, stock figures reconciled by phone every evening, no central backup.',
      goals: 'Real-time stock levels across all sites and a link that survives a single provider outage.',
      timeline: 'short',
      budget: 'medium',
      status: 'new',
      submittedAt: daysAgo(now, 1, 3),
    },
    {
      id: 'f3fc2aa3-9885-46a5-bc7c-22c7ad5ba522',
      companyName: 'مستشفى الشفاء التخصصي',
      industry: 'الرعاية الصحية',
      contactName: 'د. فاطمة الورفلي',
      email: 'it@alshifa-hospital.ly',
      phone: '+218 61 223 4455',
      projectType: 'software-development',
      description:
        'نرغب في تطوير نظام لحجز المواعيد وإدارة ملفات المرضى يربط العيادات الخارجية بالمختبر والصيدلية، ' +
        'مع واجهة باللغتين العربية والإنجليزية.',
      currentChallenges: 'الملفات الورقية تتأخر بين الأقسام، ولا يمكن للمرضى حجز المواعيد إلا بالهاتف.',
      goals: 'تقليل وقت الانتظار في العيادات إلى النصف وتوفير سجل طبي موحد لكل مريض.',
      timeline: 'medium',
      budget: 'large',
      additionalInfo: 'نفضل عقد صيانة سنوي بعد التسليم.',
      status: 'new',
      submittedAt: daysAgo(now, 4, 6),
    },
    {
      id: '7d42ced0-48f9-4848-b521-2e78fafb4801',
      companyName: 'Leptis Engineering Consultants',
      industry: 'Engineering and construction',
      contactName: 'Salma Ben Ali',
      email: 'salma.benali@leptis-eng.ly',
      projectType: 'security-systems',
      description:
        'Our new head office in Al Khums (four floors) needs CCTV, card-based access control for the server ' +
        'room and the archive, and an intruder alarm monitored after hours.',
      goals: 'One system the facilities team can manage, with recordings kept for 30 days.',
      timeline: 'urgent',
      budget: 'medium',
      status: 'new',
      submittedAt: daysAgo(now, 9, 2),
    },
    {
      id: '9480f33f-b181-481d-a744-de9c2765fcec',
      companyName: 'شركة الجبل الأخضر للصناعات الغذائية',
      industry: 'الصناعات الغذائية',
      contactName: 'عبد السلام الحاسي',
      email: 'a.alhasi@jabal-foods.ly',
      phone: '+218 92 511 7788',
      projectType: 'it-infrastructure',
      description:
        'نحتاج إلى تجهيز غرفة خوادم جديدة في مصنع البيضاء لاستضافة نظام تخطيط الموارد، مع نظام نسخ احتياطي ' +
        'ومولد ومكيفات احتياطية.',
      currentChallenges: 'انقطاع الكهرباء المتكرر يوقف النظام ونفقد بيانات الإنتاج اليومية.',
      goals: 'تشغيل متواصل للنظام ونسخ احتياطي يومي خارج الموقع.',
      timeline: 'medium',
      budget: 'large',
      status: 'in-progress',
      submittedAt: daysAgo(now, 17, 5),
    },
    {
      id: '117f8fe9-e61b-4382-8bf1-4a856181f87b',
      companyName: 'Benghazi Modern International School',
      industry: 'Education',
      contactName: 'Omar Elfeituri',
      email: 'o.elfeituri@bmis.edu.ly',
      phone: '+218 94 300 1200',
      projectType: 'telecommunications',
      description:
        'Campus-wide Wi-Fi for two buildings (40 classrooms), with separate networks for staff, students ' +
        'and guests, and content filtering for students.',
      goals: 'Every classroom online for the new term, with usage reports for the administration.',
      timeline: 'short',
      budget: 'medium',
      status: 'completed',
      submittedAt: daysAgo(now, 26, 1),
    },
    {
      id: 'bb9bbaee-e105-43f2-97c5-82f60d005133',
      companyName: 'شركة النسيم للتأمين',
      industry: 'التأمين والخدمات المالية',
      contactName: 'مروة القماطي',
      email: 'marwa.gammati@alnaseem-ins.ly',
      projectType: 'consulting',
      description:
        'نطلب تقييماً شاملاً لأمن المعلومات في فروعنا الخمسة، وخطة لتحسين الحماية قبل الربط مع منظومة الدفع الإلكتروني.',
      goals: 'تقرير بالثغرات حسب الأولوية وخارطة طريق للتنفيذ خلال سنة.',
      timeline: 'flexible',
      budget: 'undetermined',
      status: 'in-progress',
      submittedAt: daysAgo(now, 38, 4),
    },
    {
      id: '3924ad60-4d5f-4171-91a5-9a280206e9cf',
      companyName: 'Silphium Hotels & Resorts',
      industry: 'Hospitality',
      contactName: 'Hisham Zaidi',
      email: 'h.zaidi@silphium-hotels.ly',
      phone: '+218 21 480 9911',
      projectType: 'telecommunications',
      description:
        'Replace the analogue switchboard of our Tripoli hotel (120 rooms) with IP telephony integrated with ' +
        'the reservation system, plus guest Wi-Fi with a login page.',
      currentChallenges: 'Frequent line faults and no call records for billing guests.',
      goals: 'Room calls billed automatically and guest Wi-Fi complaints under 1 per week.',
      timeline: 'medium',
      budget: 'enterprise',
      additionalInfo: 'Work must be done floor by floor while the hotel stays open.',
      status: 'completed',
      submittedAt: daysAgo(now, 47, 7),
    },
    {
      id: 'bef5b725-50bc-4e06-8c71-25783c3716eb',
      companyName: 'شركة فزان للطاقة الشمسية',
      industry: 'الطاقة المتجددة',
      contactName: 'يوسف التباوي',
      email: 'yousef@fezzan-solar.ly',
      phone: '+218 95 620 3344',
      projectType: 'other',
      description: 'مراقبة عن بعد لمحطات طاقة شمسية صغيرة في مناطق نائية جنوب سبها عبر الأقمار الصناعية.',
      goals: 'معرفة أعطال المحطات فور حدوثها دون إرسال فنيين.',
      timeline: 'long',
      budget: 'small',
      status: 'rejected',
      submittedAt: daysAgo(now, 57, 9),
    },
  ];
  return briefs.map((brief) => ({ ...brief, language: ARABIC.test(brief.contactName) ? 'ar' : 'en' }));
}
