import type { Job } from '@madar/shared';

/**
 * Built-in sample openings shown when GET /api/jobs fails (docs/product.md#careers), so the page still says
 * what kind of people the company hires. Applying to one of them is sent as a general application (no jobId).
 */
const SAMPLE_DATE = '2026-01-01T00:00:00.000Z';

const sample = (
  job: Omit<
    Job,
    'slug' | 'published' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'applications' | 'closesAt'
  >,
): Job => ({
  ...job,
  slug: job.id,
  published: true,
  closesAt: null,
  publishedAt: SAMPLE_DATE,
  createdAt: SAMPLE_DATE,
  updatedAt: SAMPLE_DATE,
  applications: 0,
});

export const FALLBACK_JOBS: readonly Job[] = [
  sample({
    id: 'sample-network-engineer',
    title: { en: 'Network Engineer', ar: 'مهندس شبكات' },
    department: { en: 'Network Engineering', ar: 'هندسة الشبكات' },
    location: { en: 'Tripoli', ar: 'طرابلس' },
    type: { en: 'Full-time', ar: 'دوام كامل' },
    description: {
      en: 'Design, install and maintain enterprise networks for our clients across western Libya.',
      ar: 'تصميم الشبكات المؤسسية وتركيبها وصيانتها لعملائنا في غرب ليبيا.',
    },
    responsibilities: [
      { en: 'Configure routers, switches and firewalls', ar: 'إعداد الموجّهات والمبدّلات والجدران النارية' },
      {
        en: 'Take part in site surveys and project handovers',
        ar: 'المشاركة في المسوحات الميدانية وتسليم المشاريع',
      },
      { en: 'Document designs and test results', ar: 'توثيق التصاميم ونتائج الاختبارات' },
    ],
    requirements: [
      {
        en: "Bachelor's degree in communications or computer engineering",
        ar: 'درجة البكالوريوس في هندسة الاتصالات أو هندسة الحاسوب',
      },
      { en: 'Three years of experience with enterprise networks', ar: 'خبرة ثلاث سنوات في الشبكات المؤسسية' },
      { en: 'CCNA or an equivalent certification', ar: 'شهادة CCNA أو شهادة معادلة' },
    ],
  }),
  sample({
    id: 'sample-software-developer',
    title: { en: 'Software Developer', ar: 'مطوّر برمجيات' },
    department: { en: 'Software Development', ar: 'تطوير البرمجيات' },
    location: { en: 'Tripoli', ar: 'طرابلس' },
    type: { en: 'Full-time', ar: 'دوام كامل' },
    description: {
      en: 'Build bilingual web applications and integrations for banks, public institutions and businesses.',
      ar: 'بناء تطبيقات ويب ثنائية اللغة وحلول تكامل للمصارف والمؤسسات العامة والشركات.',
    },
    responsibilities: [
      { en: 'Develop and test web applications', ar: 'تطوير تطبيقات الويب واختبارها' },
      { en: 'Review code with the team', ar: 'مراجعة الشيفرة مع الفريق' },
      { en: 'Support clients after go-live', ar: 'دعم العملاء بعد الإطلاق' },
    ],
    requirements: [
      { en: 'Two years of experience with TypeScript and React', ar: 'خبرة سنتين في TypeScript وReact' },
      { en: 'Knowledge of SQL databases and Git', ar: 'معرفة بقواعد بيانات SQL وبنظام Git' },
      { en: 'Good Arabic and English', ar: 'إجادة اللغتين العربية والإنجليزية' },
    ],
  }),
  sample({
    id: 'sample-support-technician',
    title: { en: 'Technical Support Technician', ar: 'فني دعم تقني' },
    department: { en: 'Technical Support', ar: 'الدعم التقني' },
    location: { en: 'Benghazi', ar: 'بنغازي' },
    type: { en: 'Full-time', ar: 'دوام كامل' },
    description: {
      en: 'Help our clients in eastern Libya keep their systems running, on site and remotely.',
      ar: 'مساعدة عملائنا في شرق ليبيا على إبقاء أنظمتهم تعمل، ميدانيًا وعن بُعد.',
    },
    responsibilities: [
      { en: 'Answer and resolve support requests', ar: 'الرد على طلبات الدعم وحلّها' },
      { en: 'Install and maintain hardware', ar: 'تركيب الأجهزة وصيانتها' },
      { en: 'Keep clear records of every intervention', ar: 'تدوين سجل واضح لكل تدخل' },
    ],
    requirements: [
      { en: 'Diploma in IT or electronics', ar: 'دبلوم في تقنية المعلومات أو الإلكترونيات' },
      { en: 'One year of support experience', ar: 'خبرة سنة في الدعم التقني' },
      { en: 'A driving licence', ar: 'رخصة قيادة' },
    ],
  }),
];
