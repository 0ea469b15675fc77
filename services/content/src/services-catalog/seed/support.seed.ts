import type { Service } from '@madar/shared';

export const support: Service = {
  id: 'support',
  icon: 'headset',
  // The home page shows six services; support is reached from the full list and the footer.
  featured: false,
  image: '/images/services/support.svg',
  title: { en: 'Technical Support', ar: 'الدعم الفني' },
  description: {
    en: 'Our support desk keeps your systems running around the clock, with engineers on call in Tripoli and Benghazi and response times written into your contract. Choose the service level that matches how critical your systems are, from a business-hours help desk to 24/7 cover with on-site response.',
    ar: 'يحافظ مكتب الدعم لدينا على استمرار عمل أنظمتك على مدار الساعة، بمهندسين مناوبين في طرابلس وبنغازي وأزمنة استجابة منصوص عليها في عقدك. اختر مستوى الخدمة الذي يناسب أهمية أنظمتك، من مكتب مساعدة خلال ساعات العمل إلى تغطية كاملة على مدار الساعة مع الحضور إلى الموقع.',
  },
  features: [
    {
      en: '24/7 help desk by phone, email and ticket portal, in Arabic and English',
      ar: 'مكتب مساعدة على مدار الساعة عبر الهاتف والبريد الإلكتروني وبوابة التذاكر، بالعربية والإنجليزية',
    },
    {
      en: 'Service level agreements with guaranteed response and resolution times',
      ar: 'اتفاقيات مستوى خدمة تضمن أزمنة الاستجابة والحل',
    },
    {
      en: 'Remote monitoring and proactive alerts from our network operations centre',
      ar: 'مراقبة عن بُعد وتنبيهات استباقية من مركز عمليات الشبكة لدينا',
    },
    {
      en: 'Preventive maintenance visits and regular security patching',
      ar: 'زيارات صيانة وقائية وتحديثات أمنية منتظمة',
    },
    {
      en: 'On-site engineers in Tripoli and Benghazi, with scheduled visits to other cities and field sites',
      ar: 'مهندسون في الموقع في طرابلس وبنغازي، مع زيارات مجدولة إلى المدن الأخرى والمواقع الميدانية',
    },
    {
      en: 'Monthly service reports on tickets, uptime and recommendations',
      ar: 'تقارير خدمة شهرية عن التذاكر ونسب التشغيل والتوصيات',
    },
  ],
  process: [
    {
      title: { en: 'Onboarding and inventory', ar: 'الانضمام وحصر الأصول' },
      description: {
        en: 'We record your equipment, licences, contacts and known issues, and install monitoring agents.',
        ar: 'نسجّل معداتك وتراخيصك وجهات الاتصال والمشكلات المعروفة، ونثبّت أدوات المراقبة.',
      },
    },
    {
      title: { en: 'Service level agreement', ar: 'اتفاقية مستوى الخدمة' },
      description: {
        en: 'Together we set priorities, response times and escalation contacts for each system.',
        ar: 'نحدد معًا الأولويات وأزمنة الاستجابة وجهات التصعيد لكل نظام.',
      },
    },
    {
      title: { en: 'Proactive operations', ar: 'التشغيل الاستباقي' },
      description: {
        en: 'Our engineers handle tickets and alerts day and night, often fixing problems before your users notice them.',
        ar: 'يعالج مهندسونا التذاكر والتنبيهات ليلًا ونهارًا، وكثيرًا ما يحلّون المشكلات قبل أن يلاحظها مستخدموك.',
      },
    },
    {
      title: { en: 'Monthly review', ar: 'المراجعة الشهرية' },
      description: {
        en: 'Each month we review performance against the agreement and plan improvements with you.',
        ar: 'نراجع معك كل شهر الأداء مقارنةً بالاتفاقية، ونخطط للتحسينات.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'How quickly do you respond to a critical incident?',
        ar: 'ما سرعة استجابتكم للأعطال الحرجة؟',
      },
      answer: {
        en: 'It depends on your service level. On our premium plan, critical incidents are acknowledged within 15 minutes and an engineer is on site in Tripoli or Benghazi within four hours.',
        ar: 'يتوقف ذلك على مستوى الخدمة. ففي الباقة المميزة نؤكد استلام البلاغ الحرج خلال 15 دقيقة، ويصل مهندس إلى موقعك في طرابلس أو بنغازي خلال أربع ساعات.',
      },
    },
    {
      question: {
        en: 'Do you support systems installed by other companies?',
        ar: 'هل تدعمون أنظمة ركّبتها شركات أخرى؟',
      },
      answer: {
        en: 'Yes. An onboarding assessment tells us what state the systems are in, and we agree on any fixes needed before the service levels apply.',
        ar: 'نعم. يبيّن لنا تقييم الانضمام حالة الأنظمة، ونتفق معك على الإصلاحات اللازمة قبل سريان مستويات الخدمة.',
      },
    },
    {
      question: {
        en: 'Can you support sites outside Tripoli and Benghazi?',
        ar: 'هل يمكنكم دعم مواقع خارج طرابلس وبنغازي؟',
      },
      answer: {
        en: 'Yes. Most issues are solved remotely; for remote and field sites we keep spare-parts kits on site and schedule engineer visits in advance.',
        ar: 'نعم. نحل معظم المشكلات عن بُعد، ونحتفظ في المواقع النائية والميدانية بمجموعات من قطع الغيار ونجدول زيارات المهندسين مسبقًا.',
      },
    },
  ],
};
