import type { Service } from '@madar/shared';

export const softwareDevelopment: Service = {
  id: 'software-development',
  icon: 'code',
  featured: true,
  image: '/images/services/software-development.svg',
  title: { en: 'Software Development', ar: 'تطوير البرمجيات' },
  description: {
    en: 'We build bespoke web and mobile applications for Libyan organisations, designed Arabic-first with full right-to-left support rather than translated as an afterthought. From customer portals to internal workflow systems, we deliver software that fits how your teams actually work.',
    ar: 'نطوّر تطبيقات ويب وتطبيقات جوّال مصممة خصيصًا للمؤسسات الليبية، تُبنى بالعربية أولًا مع دعم كامل للكتابة من اليمين إلى اليسار، لا أن تُترجم في مرحلة لاحقة. ومن بوابات العملاء إلى أنظمة سير العمل الداخلية، نقدم برمجيات تلائم طريقة عمل فرقك فعلًا.',
  },
  features: [
    {
      en: 'Arabic-first web and mobile applications with correct right-to-left layouts',
      ar: 'تطبيقات ويب وجوّال بالعربية أولًا بتخطيط سليم من اليمين إلى اليسار',
    },
    {
      en: 'Workflow automation: approvals, electronic forms and document tracking',
      ar: 'أتمتة سير العمل: الموافقات والنماذج الإلكترونية وتتبع المعاملات',
    },
    {
      en: 'Integration with your ERP, accounting and payment systems',
      ar: 'التكامل مع أنظمة تخطيط الموارد والمحاسبة والدفع لديك',
    },
    {
      en: 'Customer portals and e-services for banks, utilities and public bodies',
      ar: 'بوابات العملاء والخدمات الإلكترونية للمصارف ومؤسسات المرافق والجهات العامة',
    },
    {
      en: 'Offline-capable apps for field teams working with intermittent connectivity',
      ar: 'تطبيقات تعمل دون اتصال للفرق الميدانية في المناطق ذات الاتصال المتقطع',
    },
    {
      en: 'Full source code, documentation and knowledge transfer at handover',
      ar: 'تسليم الشيفرة المصدرية كاملةً مع التوثيق ونقل المعرفة',
    },
  ],
  process: [
    {
      title: { en: 'Discovery workshops', ar: 'ورش الاستكشاف' },
      description: {
        en: 'We sit with the people who will use the system to map their tasks, documents and approvals.',
        ar: 'نجتمع بالأشخاص الذين سيستخدمون النظام لنرسم مهامهم ومستنداتهم ومسارات الموافقة لديهم.',
      },
    },
    {
      title: { en: 'Design and prototype', ar: 'التصميم والنموذج الأولي' },
      description: {
        en: 'You review clickable prototypes in Arabic and English before any code is written.',
        ar: 'تراجع نماذج أولية تفاعلية بالعربية والإنجليزية قبل كتابة أي سطر برمجي.',
      },
    },
    {
      title: { en: 'Iterative development', ar: 'التطوير على مراحل' },
      description: {
        en: 'We build in two-week sprints and demonstrate working software at the end of each one.',
        ar: 'نطوّر النظام في دورات مدة كل منها أسبوعان، ونعرض في ختام كل دورة نسخة عاملة منه.',
      },
    },
    {
      title: { en: 'Launch and support', ar: 'الإطلاق والدعم' },
      description: {
        en: 'We deploy to production, train your users and fix issues under a warranty period followed by optional support.',
        ar: 'ننشر النظام في بيئة التشغيل وندرّب المستخدمين، ونعالج الأعطال خلال فترة ضمان يليها دعم اختياري.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'Who owns the source code?',
        ar: 'لمن تعود ملكية الشيفرة المصدرية؟',
      },
      answer: {
        en: 'You do. On final payment we hand over the complete source code, build scripts and documentation.',
        ar: 'تعود إليك. نسلّمك عند سداد الدفعة الأخيرة الشيفرة المصدرية كاملةً مع أدوات البناء والتوثيق.',
      },
    },
    {
      question: {
        en: 'Can the application work without a reliable internet connection?',
        ar: 'هل يمكن أن يعمل التطبيق دون اتصال مستقر بالإنترنت؟',
      },
      answer: {
        en: 'Yes. We design offline-first where needed: data is saved on the device and synchronised automatically when the connection returns.',
        ar: 'نعم. نصمم التطبيق ليعمل دون اتصال عند الحاجة، فتُحفظ البيانات على الجهاز وتُزامَن تلقائيًا عند عودة الاتصال.',
      },
    },
    {
      question: {
        en: 'How long does a typical project take?',
        ar: 'كم يستغرق المشروع عادةً؟',
      },
      answer: {
        en: 'A first usable version usually takes eight to twelve weeks. Larger systems are delivered in phases so your teams benefit early.',
        ar: 'تستغرق النسخة الأولى القابلة للاستخدام عادةً من ثمانية إلى اثني عشر أسبوعًا، أما الأنظمة الأكبر فنسلّمها على مراحل لتستفيد منها فرقك مبكرًا.',
      },
    },
  ],
};
