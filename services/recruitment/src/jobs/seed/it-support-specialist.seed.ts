import type { JobRecord } from '../jobs.store';
import { BENGHAZI, FULL_TIME } from './wording';

export const itSupportSpecialist: JobRecord = {
  id: 'it-support-specialist',
  slug: 'it-support-specialist',
  title: { en: 'IT Support Specialist', ar: 'أخصائي دعم تقنية المعلومات' },
  department: { en: 'Technical Support', ar: 'الدعم الفني' },
  location: BENGHAZI,
  type: FULL_TIME,
  description: {
    en: "Support the staff of our managed-service clients in Benghazi, on site and remotely. You will solve everyday problems quickly and keep each client's systems patched, backed up and documented.",
    ar: 'تقدم الدعم لموظفي العملاء المشتركين في خدماتنا المُدارة في بنغازي، في مواقعهم وعن بُعد. وستحل المشكلات اليومية بسرعة، وتحافظ على أنظمة كل عميل محدّثة ومنسوخة احتياطيًا وموثقة.',
  },
  responsibilities: [
    {
      en: 'Resolve help-desk tickets by phone, remote session and site visits',
      ar: 'معالجة تذاكر مكتب المساعدة هاتفيًا وعبر جلسات الاتصال عن بُعد والزيارات الميدانية',
    },
    {
      en: 'Set up laptops, printers and user accounts in Microsoft 365 and Active Directory',
      ar: 'إعداد الحواسيب المحمولة والطابعات وحسابات المستخدمين في Microsoft 365 وActive Directory',
    },
    {
      en: 'Apply updates and check that backups complete successfully',
      ar: 'تثبيت التحديثات والتحقق من اكتمال النسخ الاحتياطي بنجاح',
    },
    {
      en: 'Keep the inventory of client equipment and licences up to date',
      ar: 'تحديث سجل معدات العملاء وتراخيصهم باستمرار',
    },
    {
      en: 'Write short how-to guides for recurring problems',
      ar: 'كتابة أدلة إرشادية مختصرة للمشكلات المتكررة',
    },
  ],
  requirements: [
    {
      en: 'Diploma or degree in IT or computer science',
      ar: 'دبلوم أو درجة جامعية في تقنية المعلومات أو علوم الحاسوب',
    },
    {
      en: 'Two years of experience in desktop or help-desk support',
      ar: 'خبرة سنتين في دعم المستخدمين أو مكاتب المساعدة',
    },
    {
      en: 'Good knowledge of Windows, Microsoft 365 and basic networking',
      ar: 'معرفة جيدة بنظام Windows وبخدمات Microsoft 365 وبأساسيات الشبكات',
    },
    {
      en: 'A valid driving licence for visits to client sites',
      ar: 'رخصة قيادة سارية لزيارة مواقع العملاء',
    },
    {
      en: 'Patience and a friendly manner with non-technical users',
      ar: 'الصبر وحسن التعامل مع المستخدمين من غير المتخصصين',
    },
  ],
  published: true,
  closesAt: null,
  publishedAt: '2026-10-15T09:15:00.000Z',
  createdAt: '2026-10-14T14:00:00.000Z',
  updatedAt: '2026-10-15T09:15:00.000Z',
};
