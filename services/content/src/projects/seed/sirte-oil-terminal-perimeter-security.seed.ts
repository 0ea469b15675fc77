import type { Project } from '@madar/shared';

export const sirteOilTerminalPerimeterSecurity: Project = {
  id: 'sirte-oil-terminal-perimeter-security',
  category: 'security-systems',
  featured: false,
  date: '2023-02-14',
  duration: { en: '8 months', ar: '8 أشهر' },
  image: '/images/projects/sirte-oil-terminal-perimeter-security.svg',
  title: {
    en: 'Perimeter Protection for an Oil Export Terminal',
    ar: 'حماية محيط محطة لتصدير النفط',
  },
  client: { en: 'Gulf of Sirte Oil Terminals Company', ar: 'شركة محطات خليج سرت النفطية' },
  description: {
    en: 'Thermal cameras, a fibre-optic fence sensor and a new control room protecting a fourteen-kilometre perimeter around storage tanks and loading jetties.',
    ar: 'كاميرات حرارية وحساسات سياج بالألياف الضوئية وغرفة تحكم جديدة تحمي محيطًا بطول أربعة عشر كيلومترًا حول خزانات التخزين وأرصفة التحميل.',
  },
  challenge: {
    en: 'Guards patrolled the fence by car, and the old motion sensors raised dozens of false alarms every night from wind and drifting sand. Equipment near the tanks had to be certified for explosive atmospheres, and the terminal could not stop loading during the work.',
    ar: 'كان الحراس يجوبون السياج بالسيارات، وكانت حساسات الحركة القديمة تطلق عشرات الإنذارات الكاذبة كل ليلة بسبب الرياح والرمال المتحركة. وكان لا بد أن تكون المعدات القريبة من الخزانات معتمدة للعمل في الأجواء القابلة للانفجار، دون أن تتوقف المحطة عن التحميل أثناء التنفيذ.',
  },
  solution: {
    en: "We installed a fibre-optic intrusion sensor along the whole fence and thermal cameras with video analytics that turn automatically towards any alarm. ATEX-certified cameras cover the tank farm and jetties. Everything comes together in a new control room running Milestone XProtect, on a network separated from the terminal's business systems by Fortinet FortiGate firewalls.",
    ar: 'ركّبنا حساس تسلل بالألياف الضوئية على امتداد السياج كاملًا، وكاميرات حرارية مزودة بتحليلات الفيديو تتجه تلقائيًا نحو موقع أي إنذار. وتغطي كاميرات حاصلة على شهادة ATEX منطقة الخزانات والأرصفة. وتجتمع كل هذه الأنظمة في غرفة تحكم جديدة تعمل بمنظومة Milestone XProtect، على شبكة معزولة عن أنظمة أعمال المحطة بجدران حماية Fortinet FortiGate.',
  },
  results: {
    en: 'An intrusion is now located to within ten metres in seconds, and false alarms fell by 80%. Patrols respond to real events instead of driving the fence at random.',
    ar: 'أصبح تحديد موقع أي تسلل يتم خلال ثوانٍ وبدقة عشرة أمتار، وانخفضت الإنذارات الكاذبة بنسبة 80٪. وباتت الدوريات تستجيب للأحداث الفعلية بدلًا من التجوال العشوائي على طول السياج.',
  },
  technologies: [
    'Axis thermal cameras',
    'Fibre-optic perimeter intrusion detection',
    'ATEX-certified cameras',
    'Milestone XProtect',
    'Fortinet FortiGate',
  ],
  testimonial: {
    quote: {
      en: 'Our guards trust the alarms again. When the screen shows an alert, there is something there.',
      ar: 'عادت ثقة حراسنا بالإنذارات، فعندما تُظهر الشاشة تنبيهًا فهناك ما يستدعي التحرك فعلًا.',
    },
    author: 'Salem Al-Magharbi',
    position: {
      en: 'Security Manager, Gulf of Sirte Oil Terminals Company',
      ar: 'مدير الأمن، شركة محطات خليج سرت النفطية',
    },
  },
};
