import type { Service } from '@madar/shared';

export const telecommunications: Service = {
  id: 'telecommunications',
  icon: 'phone',
  featured: true,
  image: '/images/services/telecommunications.svg',
  title: { en: 'Telecommunications', ar: 'الاتصالات' },
  description: {
    en: "We plan and deploy the links that keep organisations connected across Libya's long distances: fibre, licensed microwave and VSAT satellite terminals for remote oil-field and desert sites. We also deliver IP telephony and unified communications for offices of every size.",
    ar: 'نخطط وننفذ وصلات الاتصال التي تُبقي المؤسسات على اتصال رغم المسافات الشاسعة في ليبيا: الألياف الضوئية، ووصلات الميكروويف المرخصة، ومحطات الاتصال الفضائي VSAT للمواقع النفطية والصحراوية النائية. كما نقدم حلول الهاتف عبر بروتوكول الإنترنت والاتصالات الموحدة للمكاتب على اختلاف أحجامها.',
  },
  features: [
    {
      en: 'Point-to-point and point-to-multipoint microwave links in licensed and unlicensed bands',
      ar: 'وصلات ميكروويف من نقطة إلى نقطة ومن نقطة إلى عدة نقاط في النطاقات المرخصة وغير المرخصة',
    },
    {
      en: 'VSAT satellite connectivity for oil-field camps, pumping stations and other remote sites',
      ar: 'اتصال فضائي عبر VSAT لمعسكرات الحقول النفطية ومحطات الضخ وسائر المواقع النائية',
    },
    {
      en: 'Fibre-optic backbone design, fusion splicing and OTDR testing',
      ar: 'تصميم شبكات الألياف الضوئية الرئيسية ولحامها بالصهر واختبارها بجهاز OTDR',
    },
    {
      en: 'IP-PBX, unified communications and call-centre platforms',
      ar: 'مقاسم الهاتف IP\u2011PBX والاتصالات الموحدة ومنصات مراكز الاتصال',
    },
    {
      en: 'Path surveys, link budgets and mast and tower works',
      ar: 'مسح مسارات الوصلات وحساب ميزانياتها وأعمال الصواري والأبراج',
    },
    {
      en: 'Help with frequency licensing files for the national regulator',
      ar: 'المساعدة في إعداد ملفات ترخيص الترددات لدى الجهة التنظيمية الوطنية',
    },
  ],
  process: [
    {
      title: { en: 'Requirements and path survey', ar: 'تحديد المتطلبات ومسح المسار' },
      description: {
        en: 'We visit each site, check line of sight and measure the bandwidth and availability your operations need.',
        ar: 'نزور كل موقع ونتحقق من خط الرؤية ونقدّر عرض النطاق ونسبة الإتاحة التي تحتاجها عملياتك.',
      },
    },
    {
      title: { en: 'Link engineering', ar: 'هندسة الوصلات' },
      description: {
        en: 'We calculate link budgets, plan frequencies, select equipment and prepare the licensing paperwork.',
        ar: 'نحسب ميزانيات الوصلات ونخطط الترددات ونختار المعدات ونجهز وثائق الترخيص.',
      },
    },
    {
      title: { en: 'Installation and commissioning', ar: 'التركيب والتشغيل' },
      description: {
        en: 'Our field teams install masts and radios, align the antennas and test every link against the agreed throughput.',
        ar: 'تركّب فرقنا الميدانية الصواري وأجهزة الراديو، وتضبط اتجاه الهوائيات، وتختبر كل وصلة وفق السعة المتفق عليها.',
      },
    },
    {
      title: { en: 'Monitoring and maintenance', ar: 'المراقبة والصيانة' },
      description: {
        en: 'Our network operations centre watches the links around the clock and schedules preventive maintenance visits.',
        ar: 'يراقب مركز عمليات الشبكة لدينا الوصلات على مدار الساعة، ويجدول زيارات الصيانة الوقائية.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'Can you connect a site that has no terrestrial network at all?',
        ar: 'هل يمكنكم ربط موقع لا تصل إليه أي شبكة أرضية؟',
      },
      answer: {
        en: 'Yes. VSAT terminals work anywhere with a clear view of the sky, and we size the satellite capacity for voice, data and CCTV traffic from the site.',
        ar: 'نعم. تعمل محطات VSAT في أي مكان تتوفر فيه رؤية واضحة للسماء، ونحدد سعة القمر الصناعي بما يكفي لحركة الصوت والبيانات والمراقبة بالكاميرات في الموقع.',
      },
    },
    {
      question: {
        en: 'How long does a microwave link take to deploy?',
        ar: 'كم يستغرق تركيب وصلة ميكروويف؟',
      },
      answer: {
        en: 'Typically three to six weeks from survey to commissioning. Frequency licensing and any new mast are what decide the timeline.',
        ar: 'عادةً من ثلاثة إلى ستة أسابيع من المسح حتى التشغيل، ويتوقف الجدول الزمني أساسًا على ترخيص الترددات والحاجة إلى إقامة صارٍ جديد.',
      },
    },
    {
      question: {
        en: 'Can you replace our old telephone exchange?',
        ar: 'هل يمكنكم استبدال مقسم الهاتف القديم لدينا؟',
      },
      answer: {
        en: 'Yes. We migrate analogue and digital exchanges to IP telephony, keep your existing numbers and extensions, and connect branches so internal calls cost nothing.',
        ar: 'نعم. ننقل المقاسم التناظرية والرقمية إلى الهاتف عبر بروتوكول الإنترنت مع الإبقاء على أرقامك وتحويلاتك الحالية، ونربط الفروع بحيث تصبح المكالمات الداخلية مجانية.',
      },
    },
  ],
};
