import type { Service } from '@madar/shared';

export const itInfrastructure: Service = {
  id: 'it-infrastructure',
  icon: 'server',
  featured: true,
  image: '/images/services/it-infrastructure.svg',
  title: { en: 'IT Infrastructure', ar: 'البنية التحتية لتقنية المعلومات' },
  description: {
    en: 'We design, build and run the infrastructure Libyan organisations depend on, from server rooms and data centres to virtualised private clouds. Our engineers in Tripoli and Benghazi size every platform for local conditions: unstable grid power, hot summers and long hardware lead times.',
    ar: 'نصمّم البنية التحتية التي تعتمد عليها المؤسسات الليبية ونبنيها ونديرها، بدءًا من غرف الخوادم ومراكز البيانات وصولًا إلى السحابات الخاصة الافتراضية. ويراعي مهندسونا في طرابلس وبنغازي الظروف المحلية في كل منصة يصممونها، من تذبذب التيار الكهربائي وحرارة الصيف إلى طول مدد توريد المعدات.',
  },
  features: [
    {
      en: 'Data centre and server room design and build, with raised floors, precision cooling and fire suppression',
      ar: 'تصميم مراكز البيانات وغرف الخوادم وتنفيذها، مع الأرضيات المرتفعة والتبريد الدقيق وأنظمة إطفاء الحريق',
    },
    {
      en: 'Power resilience: online UPS, generator integration and automatic transfer switches',
      ar: 'ضمان استمرارية الطاقة: أنظمة UPS المتصلة وربط المولدات ومفاتيح التحويل التلقائي',
    },
    {
      en: 'Server virtualisation and private cloud on VMware, Hyper-V or Proxmox',
      ar: 'المحاكاة الافتراضية للخوادم وبناء السحابة الخاصة على VMware أو Hyper\u2011V أو Proxmox',
    },
    {
      en: 'Enterprise storage, backup and disaster recovery with replication between Tripoli and Benghazi',
      ar: 'التخزين المؤسسي والنسخ الاحتياطي والتعافي من الكوارث مع نسخ البيانات بين طرابلس وبنغازي',
    },
    {
      en: 'Migration to Microsoft 365, Active Directory design and corporate email',
      ar: 'الترحيل إلى Microsoft 365 وتصميم خدمة Active Directory والبريد الإلكتروني المؤسسي',
    },
    {
      en: 'Round-the-clock infrastructure monitoring with monthly capacity and health reports',
      ar: 'مراقبة البنية التحتية على مدار الساعة مع تقارير شهرية عن السعة وحالة الأنظمة',
    },
  ],
  process: [
    {
      title: { en: 'Site survey and assessment', ar: 'المسح الميداني والتقييم' },
      description: {
        en: 'We audit your rooms, power, cooling and workloads on site and document every risk we find.',
        ar: 'نفحص في الموقع غرفك ومصادر الطاقة والتبريد وأحمال العمل، ونوثّق كل ما نجده من مخاطر.',
      },
    },
    {
      title: { en: 'Design and bill of materials', ar: 'التصميم وقائمة المواد' },
      description: {
        en: 'You receive rack layouts, a power and cooling budget, and a costed bill of materials with realistic delivery times.',
        ar: 'نسلّمك مخططات الخزائن وحساب أحمال الطاقة والتبريد وقائمة مواد مسعّرة بمواعيد توريد واقعية.',
      },
    },
    {
      title: { en: 'Build and migration', ar: 'التنفيذ والترحيل' },
      description: {
        en: 'Our team installs, cables and configures the platform, then moves your systems across in planned windows outside working hours.',
        ar: 'يتولى فريقنا التركيب والتمديد والإعداد، ثم ينقل أنظمتك إلى المنصة الجديدة في فترات مجدولة خارج ساعات العمل.',
      },
    },
    {
      title: { en: 'Handover and operations', ar: 'التسليم والتشغيل' },
      description: {
        en: 'We run acceptance tests, hand over as-built documentation, train your staff and can operate the platform under a support contract.',
        ar: 'نُجري اختبارات القبول ونسلّم وثائق التنفيذ الفعلي وندرّب موظفيك، ويمكننا تشغيل المنصة بموجب عقد دعم.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'Can you reuse the servers and storage we already own?',
        ar: 'هل يمكنكم الاستفادة من الخوادم ووحدات التخزين التي نملكها حاليًا؟',
      },
      answer: {
        en: 'Yes. The assessment lists which equipment is still supported and fit for purpose, and we build around it so you only buy what is missing.',
        ar: 'نعم. يحدد التقييم المعدات التي ما زالت مدعومة وصالحة للاستخدام، ونبني الحل حولها بحيث لا تشتري إلا ما ينقصك.',
      },
    },
    {
      question: {
        en: 'How do your designs cope with power cuts?',
        ar: 'كيف تتعامل تصاميمكم مع انقطاع الكهرباء؟',
      },
      answer: {
        en: 'Every design includes a power budget for the site: online UPS for clean power, generator integration with automatic transfer, and orderly shutdown of servers if an outage outlasts the fuel or batteries.',
        ar: 'يتضمن كل تصميم حسابًا لأحمال الطاقة في الموقع: أنظمة UPS متصلة لتوفير طاقة مستقرة، وربطًا بالمولدات مع تحويل تلقائي، وإيقافًا منظمًا للخوادم إذا طال الانقطاع أكثر مما يتحمله الوقود أو البطاريات.',
      },
    },
    {
      question: {
        en: 'Can our data stay inside Libya?',
        ar: 'هل يمكن أن تبقى بياناتنا داخل ليبيا؟',
      },
      answer: {
        en: 'Yes. We build private infrastructure on your premises or in local colocation facilities, and add international cloud services only where your data policy allows it.',
        ar: 'نعم. نبني بنية تحتية خاصة في مقرك أو في مراكز استضافة محلية، ولا نضيف خدمات سحابية دولية إلا حيث تسمح بذلك سياسة بياناتك.',
      },
    },
  ],
};
