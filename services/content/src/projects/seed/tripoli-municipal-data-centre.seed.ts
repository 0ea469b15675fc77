import type { Project } from '@madar/shared';

export const tripoliMunicipalDataCentre: Project = {
  id: 'tripoli-municipal-data-centre',
  category: 'it-infrastructure',
  featured: true,
  date: '2023-06-20',
  duration: { en: '10 months', ar: '10 أشهر' },
  image: '/images/projects/tripoli-municipal-data-centre.svg',
  images: [
    '/images/projects/tripoli-municipal-data-centre.svg',
    '/images/projects/tripoli-municipal-data-centre-2.svg',
  ],
  title: {
    en: 'Consolidated Data Centre for Municipal Services',
    ar: 'مركز بيانات موحّد للخدمات البلدية',
  },
  client: {
    en: 'Greater Tripoli Municipal Services Authority',
    ar: 'هيئة الخدمات البلدية لطرابلس الكبرى',
  },
  description: {
    en: 'One virtualised data centre replaced thirty ageing servers spread over four offices. It now hosts the civil records, building permits and billing systems that residents of the capital rely on every day.',
    ar: 'حلّ مركز بيانات افتراضي واحد محلّ ثلاثين خادمًا متقادمًا كانت موزعة على أربعة مكاتب، وهو يستضيف اليوم أنظمة السجلات المدنية وتراخيص البناء والجباية التي يعتمد عليها سكان العاصمة يوميًا.',
  },
  challenge: {
    en: 'The authority kept its servers in four buildings with no tested backups. Summer power cuts took services offline for hours while residents queued at the counters, and nobody could say which application ran where.',
    ar: 'كانت الهيئة تحتفظ بخوادمها في أربعة مبانٍ دون نسخ احتياطية مُختبَرة، وكانت انقطاعات الكهرباء صيفًا توقف الخدمات لساعات بينما يصطف المواطنون أمام الشبابيك، ولم يكن أحد يعرف أي تطبيق يعمل على أي خادم.',
  },
  solution: {
    en: 'We built a server room at the headquarters with a VMware vSphere cluster on Dell PowerEdge servers, NetApp storage and Veeam backups copied every night to a second site. A UPS and a generator with automatic transfer, precision cooling and environmental monitoring keep it running through outages. Forty-two applications were moved over weekends so that no counter closed during working hours.',
    ar: 'أنشأنا غرفة خوادم في المقر الرئيسي تضم عنقودًا من VMware vSphere على خوادم Dell PowerEdge، مع تخزين NetApp ونسخ احتياطي عبر Veeam يُنقل كل ليلة إلى موقع ثانٍ. وتحافظ وحدة UPS ومولّد بتحويل تلقائي وتبريد دقيق ومراقبة بيئية على استمرار العمل أثناء الانقطاعات. ونُقل اثنان وأربعون تطبيقًا في عطلات نهاية الأسبوع حتى لا يُغلق أي شباك خلال ساعات الدوام.',
  },
  results: {
    en: 'Services were available 99.95% of the time in the first year, and restores are now tested every month. Energy use for computing fell by a third, and the authority launched its first online services on the new platform.',
    ar: 'بلغت إتاحة الخدمات 99.95٪ في السنة الأولى، وأصبحت استعادة النسخ الاحتياطية تُختبر كل شهر. وانخفض استهلاك الطاقة المخصص للحوسبة بمقدار الثلث، وأطلقت الهيئة أولى خدماتها الإلكترونية على المنصة الجديدة.',
  },
  technologies: [
    'VMware vSphere',
    'Dell PowerEdge',
    'NetApp AFF',
    'Veeam Backup & Replication',
    'APC Smart-UPS',
  ],
  testimonial: {
    quote: {
      en: 'For the first time, a power cut in August did not mean closing our counters. Residents noticed the difference before we announced it.',
      ar: 'لأول مرة لم يعد انقطاع الكهرباء في شهر أغسطس يعني إغلاق شبابيكنا، وقد لمس المواطنون الفرق قبل أن نعلن عنه.',
    },
    author: 'Mahmoud Al-Tarhouni',
    position: {
      en: 'Director of Digital Services, Greater Tripoli Municipal Services Authority',
      ar: 'مدير الخدمات الرقمية، هيئة الخدمات البلدية لطرابلس الكبرى',
    },
  },
};
