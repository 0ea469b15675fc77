import type { Project } from '@madar/shared';

export const nujoomTelecomRuralVsat: Project = {
  id: 'nujoom-telecom-rural-vsat',
  category: 'telecommunications',
  featured: true,
  date: '2021-10-18',
  duration: { en: '12 months', ar: '12 شهرًا' },
  image: '/images/projects/nujoom-telecom-rural-vsat.svg',
  images: [
    '/images/projects/nujoom-telecom-rural-vsat.svg',
    '/images/projects/nujoom-telecom-rural-vsat-2.svg',
  ],
  title: {
    en: 'Satellite Backhaul for Remote Sites in the South',
    ar: 'ربط المواقع النائية في الجنوب عبر الأقمار الصناعية',
  },
  client: { en: 'Nujoom Telecom', ar: 'نجوم للاتصالات' },
  description: {
    en: 'VSAT links and solar power for forty mobile base stations in the Fezzan, bringing coverage to desert towns that no fibre or microwave route could reach.',
    ar: 'وصلات VSAT ومنظومات طاقة شمسية لأربعين محطة اتصالات متنقلة في فزان، أوصلت التغطية إلى بلدات صحراوية لا يبلغها أي مسار للألياف الضوئية أو الموجات الدقيقة.',
  },
  challenge: {
    en: 'The sites lay hundreds of kilometres apart, far beyond the reach of fibre or microwave. Diesel deliveries were irregular, summer temperatures passed 50 °C, and sandstorms could bury equipment in a single afternoon.',
    ar: 'كانت المواقع تتباعد مئات الكيلومترات، بعيدًا عن متناول الألياف الضوئية والموجات الدقيقة. وكانت إمدادات الديزل غير منتظمة، وتتجاوز الحرارة صيفًا 50 درجة مئوية، وقد تطمر العواصف الرملية المعدات في عصر يوم واحد.',
  },
  solution: {
    en: 'We installed Ku-band VSAT terminals on iDirect hubs as backhaul, with hybrid solar and battery power and sealed, ventilated enclosures. Every site reports its link, power and temperature to the network operations centre in Tripoli, and we trained a team of local technicians in Sabha to handle first-line maintenance.',
    ar: 'ركّبنا محطات VSAT تعمل على النطاق Ku مرتبطة بمحطات iDirect المركزية لنقل البيانات، مع منظومات طاقة هجينة من الألواح الشمسية والبطاريات وخزائن محكمة الإغلاق جيدة التهوية. ويرسل كل موقع بيانات الوصلة والطاقة والحرارة إلى مركز عمليات الشبكة في طرابلس، ودرّبنا فريقًا من الفنيين المحليين في سبها على أعمال الصيانة الأولية.',
  },
  results: {
    en: 'All forty sites went live within the year with 99.5% availability, bringing mobile service to about 120,000 people. Fuel runs dropped by three quarters, and most faults are now fixed by the Sabha team without a trip from Tripoli.',
    ar: 'دخلت المواقع الأربعون الخدمة خلال العام بنسبة إتاحة بلغت 99.5٪، فوصلت خدمة الهاتف المحمول إلى نحو 120 ألف نسمة. وانخفضت رحلات التزود بالوقود بمقدار ثلاثة أرباع، وأصبح فريق سبها يعالج معظم الأعطال دون الحاجة إلى رحلة من طرابلس.',
  },
  technologies: ['iDirect VSAT', 'Ku-band satellite', 'Hybrid solar power', 'Remote site monitoring'],
  testimonial: {
    quote: {
      en: 'Towns that had never had a mobile signal were calling their families within a year. Madar handled the desert better than anyone we had worked with.',
      ar: 'خلال عام واحد صار سكان بلدات لم تعرف إشارة الهاتف المحمول من قبل يتصلون بذويهم. لقد تعاملت مدار مع الصحراء أفضل من أي شريك عملنا معه.',
    },
    author: 'Ali Abusaa',
    position: { en: 'Network Operations Manager, Nujoom Telecom', ar: 'مدير عمليات الشبكة، نجوم للاتصالات' },
  },
};
