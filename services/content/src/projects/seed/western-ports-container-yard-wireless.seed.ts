import type { Project } from '@madar/shared';

export const westernPortsContainerYardWireless: Project = {
  id: 'western-ports-container-yard-wireless',
  category: 'networking',
  featured: false,
  date: '2022-05-12',
  duration: { en: '5 months', ar: '5 أشهر' },
  image: '/images/projects/western-ports-container-yard-wireless.svg',
  title: { en: 'Wireless Coverage for Container Yards', ar: 'تغطية لاسلكية لساحات الحاويات' },
  client: { en: 'Western Ports Authority', ar: 'هيئة موانئ المنطقة الغربية' },
  description: {
    en: 'Outdoor wireless coverage across forty hectares of quays and container stacks, so that handheld terminals, crane cabs and gate systems stay connected from the berth to the exit.',
    ar: 'تغطية لاسلكية خارجية تمتد على أربعين هكتارًا من الأرصفة وصفوف الحاويات، لتبقى الأجهزة المحمولة وكبائن الرافعات وأنظمة البوابات متصلة من الرصيف حتى بوابة الخروج.',
  },
  challenge: {
    en: 'Steel container stacks blocked the old access points, so tally clerks lost their connection and went back to paper. Salt air corroded equipment within months, and every delay in the yard kept ships alongside the quay for longer.',
    ar: 'كانت صفوف الحاويات المعدنية تحجب نقاط الوصول القديمة، فيفقد موظفو الإحصاء الاتصال ويعودون إلى الأوراق. وكان هواء البحر المالح يُتلف المعدات خلال أشهر، وكل تأخير في الساحة يُبقي السفن راسية على الرصيف مدة أطول.',
  },
  solution: {
    en: 'We surveyed the yard with the stacks at full height and mounted sealed outdoor access points on the lighting masts, linked by a fibre ring with industrial switches. A point-to-point radio link reaches the far quay, where trenching was impossible. All equipment is rated for marine conditions and managed from a single wireless controller.',
    ar: 'أجرينا مسحًا للساحة والحاويات مرصوصة بكامل ارتفاعها، وثبّتنا نقاط وصول خارجية محكمة الإغلاق على أعمدة الإنارة، تربطها حلقة من الألياف الضوئية ومبدّلات صناعية. وتصل وصلة راديوية من نقطة إلى نقطة إلى الرصيف البعيد حيث تعذّر حفر الخنادق. وكل المعدات مصممة للعمل في البيئة البحرية وتُدار من وحدة تحكم لاسلكية واحدة.',
  },
  results: {
    en: 'Clerks record every move in real time, and the time a lorry spends at the gate fell by 40%. The yard has no dead spots left, and the equipment has run through two winters without corrosion failures.',
    ar: 'يسجّل الموظفون كل حركة لحظة حدوثها، وانخفض الوقت الذي تقضيه الشاحنة عند البوابة بنسبة 40٪. ولم تعد في الساحة أي منطقة بلا تغطية، وعملت المعدات طوال شتاءين دون أعطال ناجمة عن التآكل.',
  },
  technologies: [
    'Cisco Catalyst IE3400',
    'Cisco Catalyst 9800',
    'Outdoor Wi-Fi 6 access points',
    'Cambium PTP 670',
    'Fibre ring',
  ],
  testimonial: {
    quote: {
      en: 'The clerks stopped carrying clipboards in the first week. That told us the network worked better than any report could.',
      ar: 'توقف الموظفون عن حمل الألواح الورقية منذ الأسبوع الأول، وكان ذلك أبلغ دليل على نجاح الشبكة من أي تقرير.',
    },
    author: 'Abdelhakim Al-Sweihli',
    position: {
      en: 'Operations Manager, Western Ports Authority',
      ar: 'مدير العمليات، هيئة موانئ المنطقة الغربية',
    },
  },
};
