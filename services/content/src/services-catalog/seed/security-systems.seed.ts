import type { Service } from '@madar/shared';

export const securitySystems: Service = {
  id: 'security-systems',
  icon: 'shield-alt',
  featured: true,
  image: '/images/services/security-systems.svg',
  title: { en: 'Security Systems', ar: 'الأنظمة الأمنية' },
  description: {
    en: 'We protect people, premises and data with integrated security systems: IP CCTV, access control, intrusion alarms and firewalls managed as one. Our designs serve sites from bank branches in Tripoli to fenced oil and gas compounds in the desert.',
    ar: 'نحمي الأفراد والمنشآت والبيانات بأنظمة أمنية متكاملة تُدار كمنظومة واحدة: كاميرات المراقبة الرقمية، والتحكم في الدخول، وإنذارات التسلل، والجدران النارية. وتخدم تصاميمنا مواقع متنوعة، من فروع المصارف في طرابلس إلى مجمعات النفط والغاز المسيّجة في الصحراء.',
  },
  features: [
    {
      en: 'IP CCTV with video analytics, centralised recording and a configurable retention period',
      ar: 'كاميرات مراقبة رقمية مع تحليلات الفيديو والتسجيل المركزي ومدة حفظ قابلة للضبط',
    },
    {
      en: 'Card and biometric access control linked to staff attendance',
      ar: 'التحكم في الدخول بالبطاقات والبصمة مع ربطه بنظام حضور الموظفين',
    },
    {
      en: 'Perimeter intrusion detection and alarm monitoring for large compounds',
      ar: 'كشف التسلل على الأسوار ومراقبة الإنذارات في المجمعات الكبيرة',
    },
    {
      en: 'Next-generation firewalls, VPN and secure remote access',
      ar: 'جدران نارية من الجيل التالي وشبكات VPN ووصول آمن عن بُعد',
    },
    {
      en: 'Security audits and vulnerability assessments of networks and systems',
      ar: 'تدقيق أمني وتقييم للثغرات في الشبكات والأنظمة',
    },
    {
      en: 'Control room design with video walls and a single management console',
      ar: 'تصميم غرف التحكم بشاشات العرض الجدارية ووحدة إدارة موحدة',
    },
  ],
  process: [
    {
      title: { en: 'Risk assessment', ar: 'تقييم المخاطر' },
      description: {
        en: 'We survey the site with your security team and map the assets, entry points and threats that matter most.',
        ar: 'نمسح الموقع مع فريق الأمن لديك، ونحدد الأصول ونقاط الدخول والتهديدات الأكثر أهمية.',
      },
    },
    {
      title: { en: 'System design', ar: 'تصميم المنظومة' },
      description: {
        en: 'We place every camera, reader and sensor on the site plan and size the recording storage to your retention policy.',
        ar: 'نحدد موضع كل كاميرا وقارئ ومستشعر على مخطط الموقع، ونحسب سعة التخزين بما يوافق سياسة الحفظ لديك.',
      },
    },
    {
      title: { en: 'Installation and integration', ar: 'التركيب والتكامل' },
      description: {
        en: 'Our technicians install the devices and connect CCTV, access control and alarms to one management platform.',
        ar: 'يركّب فنيونا الأجهزة ويربطون المراقبة بالكاميرات والتحكم في الدخول والإنذارات بمنصة إدارة واحدة.',
      },
    },
    {
      title: { en: 'Training and maintenance', ar: 'التدريب والصيانة' },
      description: {
        en: 'We train your guards and operators, then keep the system healthy with scheduled preventive maintenance.',
        ar: 'ندرّب الحراس والمشغلين لديك، ثم نحافظ على جاهزية المنظومة بصيانة وقائية مجدولة.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'How long can CCTV recordings be kept?',
        ar: 'ما المدة التي يمكن فيها الاحتفاظ بتسجيلات الكاميرات؟',
      },
      answer: {
        en: 'As long as your policy requires, typically 30 to 90 days. We size the storage for it and use redundant disks so a single failure loses nothing.',
        ar: 'المدة التي تتطلبها سياستك، وهي عادةً من 30 إلى 90 يومًا. نحسب سعة التخزين على أساسها، ونستخدم أقراصًا احتياطية حتى لا يُفقد أي تسجيل عند تعطل قرص واحد.',
      },
    },
    {
      question: {
        en: 'Can we watch the cameras from our phones?',
        ar: 'هل يمكننا مشاهدة الكاميرات من هواتفنا؟',
      },
      answer: {
        en: 'Yes, through an encrypted mobile and web client with per-user permissions. Cameras are never exposed directly to the internet.',
        ar: 'نعم، عبر تطبيق للهاتف وواجهة ويب مشفّرين بصلاحيات مستقلة لكل مستخدم، ولا تُعرض الكاميرات مباشرةً على الإنترنت مطلقًا.',
      },
    },
    {
      question: {
        en: 'Will a new system work with the cameras we already have?',
        ar: 'هل يعمل النظام الجديد مع الكاميرات الموجودة لدينا؟',
      },
      answer: {
        en: 'Usually, yes. We favour open standards such as ONVIF, so most existing IP cameras can be recorded and managed by the new platform.',
        ar: 'نعم في أغلب الحالات. نعتمد المعايير المفتوحة مثل ONVIF، مما يتيح للمنصة الجديدة تسجيل معظم الكاميرات الرقمية الحالية وإدارتها.',
      },
    },
  ],
};
