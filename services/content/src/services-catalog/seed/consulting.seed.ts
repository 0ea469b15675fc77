import type { Service } from '@madar/shared';

export const consulting: Service = {
  id: 'consulting',
  icon: 'comments',
  featured: true,
  image: '/images/services/consulting.svg',
  title: { en: 'IT Consulting', ar: 'الاستشارات التقنية' },
  description: {
    en: 'Our ICT consultants help leadership teams make sound technology decisions: strategies, feasibility studies, tender documents and independent reviews of vendor proposals. Every recommendation draws on more than 15 years of delivering projects in the Libyan market.',
    ar: 'يساعد مستشارونا في تقنية المعلومات والاتصالات فرق الإدارة العليا على اتخاذ قرارات تقنية سليمة، من خلال الاستراتيجيات ودراسات الجدوى ووثائق المناقصات والمراجعة المستقلة لعروض المورّدين. وتستند كل توصية نقدمها إلى أكثر من خمسة عشر عامًا من تنفيذ المشاريع في السوق الليبية.',
  },
  features: [
    {
      en: 'ICT strategy and digital transformation roadmaps',
      ar: 'استراتيجيات تقنية المعلومات والاتصالات وخرائط طريق التحول الرقمي',
    },
    {
      en: 'Feasibility studies and budget estimates for new projects',
      ar: 'دراسات الجدوى وتقديرات الميزانية للمشاريع الجديدة',
    },
    {
      en: 'Technical specifications and tender documents',
      ar: 'إعداد المواصفات الفنية ووثائق المناقصات',
    },
    {
      en: 'Independent bid evaluation and vendor selection',
      ar: 'التقييم المستقل للعطاءات واختيار المورّدين',
    },
    {
      en: 'IT governance, security policies and ISO/IEC 27001 readiness',
      ar: 'حوكمة تقنية المعلومات وسياسات أمن المعلومات والاستعداد لمعيار ISO/IEC 27001',
    },
    {
      en: 'Project management and quality assurance of third-party projects',
      ar: 'إدارة المشاريع وضمان جودة المشاريع التي ينفذها أطراف آخرون',
    },
  ],
  process: [
    {
      title: { en: 'Discovery interviews', ar: 'مقابلات الاستكشاف' },
      description: {
        en: 'We interview management and key staff to understand your goals, constraints and decisions ahead.',
        ar: 'نجري مقابلات مع الإدارة والموظفين الرئيسيين لفهم أهدافك وقيودك والقرارات المقبلة.',
      },
    },
    {
      title: { en: 'Current-state assessment', ar: 'تقييم الوضع الراهن' },
      description: {
        en: 'We review your systems, contracts, skills and spending to establish an honest baseline.',
        ar: 'نراجع أنظمتك وعقودك ومهارات فريقك وإنفاقك لنحدد نقطة انطلاق واقعية.',
      },
    },
    {
      title: { en: 'Recommendations and roadmap', ar: 'التوصيات وخريطة الطريق' },
      description: {
        en: 'You receive a prioritised roadmap with costs, risks and quick wins, presented in a workshop with your team.',
        ar: 'تتسلّم خريطة طريق مرتبة حسب الأولوية تبيّن التكاليف والمخاطر والمكاسب السريعة، ونعرضها في ورشة عمل مع فريقك.',
      },
    },
    {
      title: { en: 'Implementation support', ar: 'دعم التنفيذ' },
      description: {
        en: 'We can stay on to write tenders, evaluate bids and oversee delivery on your behalf.',
        ar: 'يمكننا مواصلة العمل معك لإعداد المناقصات وتقييم العطاءات والإشراف على التنفيذ نيابةً عنك.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'Are your consultants independent of vendors?',
        ar: 'هل مستشاروكم مستقلون عن المورّدين؟',
      },
      answer: {
        en: 'Yes. We take no vendor commissions on consulting work, and we declare any potential conflict of interest before an engagement starts.',
        ar: 'نعم. لا نتقاضى أي عمولات من المورّدين على الأعمال الاستشارية، ونفصح عن أي تعارض محتمل في المصالح قبل بدء التكليف.',
      },
    },
    {
      question: {
        en: 'Can you help us prepare a public tender?',
        ar: 'هل يمكنكم مساعدتنا في إعداد مناقصة عامة؟',
      },
      answer: {
        en: 'Yes. We write vendor-neutral technical specifications and evaluation criteria, answer bidder questions and score the offers with your committee.',
        ar: 'نعم. نكتب مواصفات فنية ومعايير تقييم محايدة تجاه المورّدين، ونجيب عن استفسارات المتقدمين، ونقيّم العروض مع لجنتكم.',
      },
    },
    {
      question: {
        en: 'What does a typical engagement look like?',
        ar: 'كيف يبدو التكليف الاستشاري المعتاد؟',
      },
      answer: {
        en: 'Most engagements have a fixed scope and last two to eight weeks, ending with a written report and a presentation to management.',
        ar: 'تكون معظم التكليفات محددة النطاق وتمتد من أسبوعين إلى ثمانية أسابيع، وتُختتم بتقرير مكتوب وعرض تقديمي للإدارة.',
      },
    },
  ],
};
