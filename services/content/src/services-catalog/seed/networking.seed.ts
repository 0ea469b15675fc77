import type { Service } from '@madar/shared';

export const networking: Service = {
  id: 'networking',
  icon: 'network-wired',
  featured: true,
  image: '/images/services/networking.svg',
  title: { en: 'Networking', ar: 'الشبكات' },
  description: {
    en: 'We build the wired and wireless networks that carry your business, from structured cabling in a new headquarters to campus-wide Wi-Fi and secure links between branches. Every network we deliver is documented, labelled and tested, so it stays manageable long after handover.',
    ar: 'نبني الشبكات السلكية واللاسلكية التي تقوم عليها أعمالك، من التمديدات المهيكلة في المقرات الجديدة إلى شبكات Wi\u2011Fi التي تغطي المجمعات بالكامل والوصلات الآمنة بين الفروع. وكل شبكة نسلّمها موثقة ومرقّمة ومختبرة، لتبقى إدارتها يسيرة بعد التسليم بوقت طويل.',
  },
  features: [
    {
      en: 'Structured cabling in Cat6A copper and fibre, with every link certified',
      ar: 'تمديدات مهيكلة بكابلات Cat6A النحاسية والألياف الضوئية مع اعتماد كل وصلة بالاختبار',
    },
    {
      en: 'Switching and routing design for offices, campuses and warehouses',
      ar: 'تصميم أنظمة التبديل والتوجيه للمكاتب والمجمعات والمستودعات',
    },
    {
      en: 'Enterprise Wi-Fi planned from on-site surveys and coverage heat maps',
      ar: 'شبكات Wi\u2011Fi مؤسسية مخططة بناءً على مسح ميداني وخرائط تغطية حرارية',
    },
    {
      en: 'SD-WAN and site-to-site VPNs linking branches across Libya',
      ar: 'شبكات SD\u2011WAN وشبكات VPN بين المواقع لربط الفروع في أنحاء ليبيا',
    },
    {
      en: 'Network segmentation with VLANs and access control for staff, guests and devices',
      ar: 'تقسيم الشبكة عبر VLAN والتحكم في وصول الموظفين والزوار والأجهزة',
    },
    {
      en: 'Complete documentation: labelled racks, network diagrams and port maps',
      ar: 'توثيق كامل يشمل الخزائن المرقّمة ومخططات الشبكة وخرائط المنافذ',
    },
  ],
  process: [
    {
      title: { en: 'Survey and requirements', ar: 'المسح وتحديد المتطلبات' },
      description: {
        en: 'We walk the building with your team, count users and devices, and note cable routes and equipment rooms.',
        ar: 'نتفقد المبنى مع فريقك، ونحصي المستخدمين والأجهزة، ونحدد مسارات الكابلات وغرف المعدات.',
      },
    },
    {
      title: { en: 'Network design', ar: 'تصميم الشبكة' },
      description: {
        en: 'We produce the topology, IP addressing plan, wireless coverage plan and bill of materials for your approval.',
        ar: 'نعدّ مخطط الشبكة وخطة عناوين IP وخطة التغطية اللاسلكية وقائمة المواد لاعتمادها من قبلكم.',
      },
    },
    {
      title: { en: 'Installation and testing', ar: 'التركيب والاختبار' },
      description: {
        en: 'Our technicians install and certify the cabling, then configure switches, routers and access points.',
        ar: 'يركّب فنيونا التمديدات ويعتمدونها بالاختبار، ثم يُعدّون المبدّلات والموجّهات ونقاط الوصول.',
      },
    },
    {
      title: { en: 'Handover', ar: 'التسليم' },
      description: {
        en: 'You receive test reports, diagrams and configuration backups, and your IT staff are walked through the new network.',
        ar: 'نسلّمك تقارير الاختبار والمخططات ونسخًا احتياطية من الإعدادات، ونعرّف فريق تقنية المعلومات لديك بالشبكة الجديدة.',
      },
    },
  ],
  faqs: [
    {
      question: {
        en: 'Do you certify the cabling you install?',
        ar: 'هل تعتمدون التمديدات التي تنفذونها بالاختبار؟',
      },
      answer: {
        en: 'Yes. Every copper and fibre link is tested with a certification tester, and you receive the report for each port as part of the handover.',
        ar: 'نعم. نختبر كل وصلة نحاسية أو ضوئية بجهاز اعتماد مخصص، وتتسلّم تقرير كل منفذ ضمن وثائق التسليم.',
      },
    },
    {
      question: {
        en: 'Can you upgrade our network without stopping work?',
        ar: 'هل يمكنكم تحديث شبكتنا دون توقف العمل؟',
      },
      answer: {
        en: 'Yes. We migrate in stages and schedule each cut-over for the weekend or after hours, with a tested rollback plan.',
        ar: 'نعم. ننفذ الترحيل على مراحل ونجدول كل عملية تحويل في عطلة نهاية الأسبوع أو خارج ساعات الدوام، مع خطة تراجع مُختبرة.',
      },
    },
    {
      question: {
        en: 'Which equipment brands do you work with?',
        ar: 'ما العلامات التجارية للمعدات التي تعملون بها؟',
      },
      answer: {
        en: 'We are vendor-neutral and work with Cisco, Fortinet, HPE Aruba, MikroTik and Ubiquiti, choosing by your needs, budget and the local availability of spare parts.',
        ar: 'لا نرتبط بمورّد بعينه، ونعمل مع Cisco وFortinet وHPE Aruba وMikroTik وUbiquiti، ونختار بحسب احتياجاتك وميزانيتك ومدى توفر قطع الغيار محليًا.',
      },
    },
  ],
};
