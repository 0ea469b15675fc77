import type { JobRecord } from '../jobs.store';
import { CONTRACT, TRIPOLI } from './wording';

export const securitySystemsTechnician: JobRecord = {
  id: 'security-systems-technician',
  slug: 'security-systems-technician',
  title: { en: 'Security Systems Technician', ar: 'فني أنظمة أمنية' },
  department: { en: 'Security Systems', ar: 'الأنظمة الأمنية' },
  location: TRIPOLI,
  type: CONTRACT,
  description: {
    en: 'Install and commission CCTV and access control systems for a twelve-month bank branch roll-out in Tripoli and nearby cities. The contract may be extended or made permanent as the project grows.',
    ar: 'تتولى تركيب أنظمة المراقبة بالكاميرات والتحكم في الدخول وتشغيلها ضمن مشروع يمتد اثني عشر شهرًا لتجهيز فروع مصرفية في طرابلس والمدن المجاورة. ويمكن تمديد العقد أو تحويله إلى عقد دائم مع توسع المشروع.',
  },
  responsibilities: [
    {
      en: 'Install IP cameras, card readers, door locks and alarm sensors',
      ar: 'تركيب الكاميرات الرقمية وقارئات البطاقات وأقفال الأبواب ومستشعرات الإنذار',
    },
    {
      en: 'Terminate and test cabling to the recording and access control servers',
      ar: 'توصيل التمديدات واختبارها حتى خوادم التسجيل والتحكم في الدخول',
    },
    {
      en: 'Configure recorders, camera views and user permissions',
      ar: 'إعداد أجهزة التسجيل وزوايا عرض الكاميرات وصلاحيات المستخدمين',
    },
    {
      en: 'Train branch staff on daily use of the systems',
      ar: 'تدريب موظفي الفروع على الاستخدام اليومي للأنظمة',
    },
  ],
  requirements: [
    {
      en: 'Technical diploma in electronics or electrical installation',
      ar: 'دبلوم فني في الإلكترونيات أو التمديدات الكهربائية',
    },
    {
      en: 'Two years of experience installing CCTV or access control',
      ar: 'خبرة سنتين في تركيب أنظمة المراقبة بالكاميرات أو التحكم في الدخول',
    },
    {
      en: 'Able to read site drawings and work safely at height',
      ar: 'القدرة على قراءة مخططات المواقع والعمل على المرتفعات بأمان',
    },
    {
      en: 'A valid driving licence and willingness to travel between branches',
      ar: 'رخصة قيادة سارية والاستعداد للتنقل بين الفروع',
    },
  ],
  published: true,
  closesAt: null,
  publishedAt: '2026-09-21T08:00:00.000Z',
  createdAt: '2026-09-20T12:30:00.000Z',
  updatedAt: '2026-09-21T08:00:00.000Z',
};
