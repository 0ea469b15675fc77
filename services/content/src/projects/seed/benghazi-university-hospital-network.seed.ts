import type { Project } from '@madar/shared';

export const benghaziUniversityHospitalNetwork: Project = {
  id: 'benghazi-university-hospital-network',
  category: 'networking',
  featured: true,
  date: '2024-03-15',
  duration: { en: '8 months', ar: '8 أشهر' },
  image: '/images/projects/benghazi-university-hospital-network.svg',
  images: [
    '/images/projects/benghazi-university-hospital-network.svg',
    '/images/projects/benghazi-university-hospital-network-2.svg',
  ],
  title: { en: 'Campus Network for a University Hospital', ar: 'شبكة متكاملة لمجمع مستشفى جامعي' },
  client: { en: 'Al-Noor University Hospital, Benghazi', ar: 'مستشفى النور الجامعي، بنغازي' },
  description: {
    en: 'A new wired and wireless network across the six buildings of a 600-bed teaching hospital, carrying clinical systems, medical devices and staff traffic on separate, secured segments.',
    ar: 'شبكة سلكية ولاسلكية جديدة تغطي المباني الستة لمستشفى تعليمي بسعة 600 سرير، وتنقل بيانات الأنظمة السريرية والأجهزة الطبية والموظفين عبر مقاطع منفصلة ومؤمّنة.',
  },
  challenge: {
    en: 'The hospital ran on a flat network pieced together over twenty years, with unmanaged switches in corridor cupboards and no Wi-Fi in most wards. Outages stopped the laboratory and radiology systems several times a month, and the work had to be done without closing a single department.',
    ar: 'كان المستشفى يعمل على شبكة مسطّحة تراكمت مكوّناتها على مدى عشرين عامًا، بمبدّلات غير مُدارة في خزائن الممرات ودون تغطية لاسلكية في معظم الأجنحة. وكانت الأعطال توقف نظامَي المختبر والأشعة عدة مرات في الشهر، وكان لا بد من تنفيذ العمل دون إغلاق أي قسم.',
  },
  solution: {
    en: 'We laid a single-mode fibre backbone between the buildings, installed a redundant Cisco Catalyst 9500 core with access switches in every wing, and planned Wi-Fi 6 coverage from on-site surveys. Clinical systems, medical devices, staff and visitors each received their own segment, controlled with Cisco ISE. Cut-overs ran at night, one ward at a time, with the clinical staff approving each step.',
    ar: 'مددنا عمودًا فقريًا من الألياف الضوئية أحادية النمط بين المباني، وركّبنا نواة شبكة مزدوجة من مبدّلات Cisco Catalyst 9500 مع مبدّلات وصول في كل جناح، وخططنا تغطية Wi\u2011Fi 6 بناءً على مسح ميداني. وخصصنا للأنظمة السريرية والأجهزة الطبية والموظفين والزوار مقاطع مستقلة يُتحكَّم فيها عبر Cisco ISE. ونُفّذ التحويل ليلًا، جناحًا تلو الآخر، بعد موافقة الطاقم الطبي على كل خطوة.',
  },
  results: {
    en: 'Unplanned network outages fell from several a month to none in the first year. Doctors now open patient records and imaging at the bedside, and the hospital has a documented network its own team can run.',
    ar: 'انخفضت أعطال الشبكة غير المخطط لها من عدة أعطال شهريًا إلى صفر خلال السنة الأولى. وصار الأطباء يطّلعون على سجلات المرضى وصور الأشعة بجانب السرير، وأصبحت لدى المستشفى شبكة موثّقة يديرها فريقه بنفسه.',
  },
  technologies: ['Cisco Catalyst 9500', 'Cisco Catalyst 9300', 'Cisco ISE', 'Wi-Fi 6', 'Single-mode fibre'],
  testimonial: {
    quote: {
      en: 'Madar rebuilt our network around a hospital that never closes. Not one operation was postponed during the whole project.',
      ar: 'أعادت مدار بناء شبكتنا في مستشفى لا يتوقف عن العمل، ولم تُؤجَّل عملية جراحية واحدة طوال مدة المشروع.',
    },
    author: 'Dr. Nadia Al-Fitouri',
    position: {
      en: 'IT Director, Al-Noor University Hospital',
      ar: 'مديرة تقنية المعلومات، مستشفى النور الجامعي',
    },
  },
};
