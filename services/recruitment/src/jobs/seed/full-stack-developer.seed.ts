import type { JobRecord } from '../jobs.store';
import { FULL_TIME, TRIPOLI } from './wording';

export const fullStackDeveloper: JobRecord = {
  id: 'full-stack-developer',
  slug: 'full-stack-developer',
  title: { en: 'Full-Stack Developer (TypeScript)', ar: 'مطوّر برمجيات متكامل (TypeScript)' },
  department: { en: 'Software Development', ar: 'تطوير البرمجيات' },
  location: TRIPOLI,
  type: FULL_TIME,
  description: {
    en: 'Build bilingual web applications and APIs for our clients, from customer portals to internal workflow systems. You will work in a small team that designs Arabic-first and ships every two weeks.',
    ar: 'تبني تطبيقات ويب وواجهات برمجية ثنائية اللغة لعملائنا، من بوابات العملاء إلى أنظمة سير العمل الداخلية. وستعمل ضمن فريق صغير يصمم بالعربية أولًا ويسلّم إصدارًا جديدًا كل أسبوعين.',
  },
  responsibilities: [
    {
      en: 'Develop React front ends with correct right-to-left layouts',
      ar: 'تطوير واجهات أمامية بمكتبة React بتخطيط سليم من اليمين إلى اليسار',
    },
    {
      en: 'Build and document REST APIs with Node.js and NestJS',
      ar: 'بناء واجهات REST البرمجية وتوثيقها باستخدام Node.js وNestJS',
    },
    {
      en: 'Design PostgreSQL schemas and write efficient queries',
      ar: 'تصميم قواعد بيانات PostgreSQL وكتابة استعلامات فعالة',
    },
    {
      en: 'Write automated tests and review code with your colleagues',
      ar: 'كتابة الاختبارات الآلية ومراجعة الشيفرة مع زملائك',
    },
    {
      en: 'Take part in requirement workshops and sprint demonstrations with clients',
      ar: 'المشاركة في ورش تحديد المتطلبات وعروض نهاية الدورات مع العملاء',
    },
  ],
  requirements: [
    {
      en: 'Three or more years building web applications with TypeScript',
      ar: 'خبرة ثلاث سنوات أو أكثر في بناء تطبيقات الويب بلغة TypeScript',
    },
    {
      en: 'Good command of React and of a Node.js framework',
      ar: 'إتقان جيد لمكتبة React ولإطار عمل مبني على Node.js',
    },
    {
      en: 'Experience with SQL databases and Git',
      ar: 'خبرة في قواعد البيانات العلائقية SQL وفي نظام Git',
    },
    {
      en: 'Care for accessibility and for Arabic typography',
      ar: 'اهتمام بسهولة الوصول وبجودة عرض النصوص العربية',
    },
    {
      en: 'A portfolio or public code we can look at',
      ar: 'نماذج أعمال أو شيفرة منشورة يمكننا الاطلاع عليها',
    },
  ],
  published: true,
  closesAt: null,
  publishedAt: '2026-11-03T09:00:00.000Z',
  createdAt: '2026-11-02T10:45:00.000Z',
  updatedAt: '2026-11-03T09:00:00.000Z',
};
