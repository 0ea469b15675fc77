import type { Project } from '@madar/shared';

export const saharaPetroleumHybridCloud: Project = {
  id: 'sahara-petroleum-hybrid-cloud',
  category: 'it-infrastructure',
  featured: false,
  date: '2025-09-10',
  duration: { en: '7 months', ar: '7 أشهر' },
  image: '/images/projects/sahara-petroleum-hybrid-cloud.svg',
  title: { en: 'Hybrid Cloud for an Oil-Services Company', ar: 'سحابة هجينة لشركة خدمات نفطية' },
  client: { en: 'Sahara Petroleum Services Company', ar: 'شركة الصحراء للخدمات النفطية' },
  description: {
    en: 'A private cloud in Tripoli joined to a public cloud region, with small edge nodes at desert field camps. Engineering teams get new environments in hours, and field data reaches head office the same day.',
    ar: 'سحابة خاصة في طرابلس مرتبطة بمنطقة سحابة عامة، مع عُقد طرفية صغيرة في المعسكرات الميدانية بالصحراء. تحصل الفرق الهندسية على بيئات عمل جديدة خلال ساعات، وتصل البيانات الميدانية إلى المقر الرئيسي في اليوم نفسه.',
  },
  challenge: {
    en: 'Field crews in the Sirte Basin worked over slow satellite links, and the engineering applications ran on ageing servers at head office. Each new project waited weeks for hardware, while sensor data from the rigs grew faster than the storage could follow.',
    ar: 'كانت الفرق الميدانية في حوض سرت تعمل عبر وصلات فضائية بطيئة، بينما تعمل التطبيقات الهندسية على خوادم متقادمة في المقر الرئيسي. وكان كل مشروع جديد ينتظر أسابيع لتوفير العتاد، في حين تتزايد بيانات أجهزة الاستشعار في منصات الحفر بوتيرة تفوق قدرة التخزين.',
  },
  solution: {
    en: "We designed a private cloud on Kubernetes in the company's Tripoli data centre and connected it to Microsoft Azure for backups and peak workloads. Ruggedised edge nodes at the field camps collect sensor data and synchronise whenever the link allows. Everything is described in Terraform and deployed through GitLab CI, so every environment can be rebuilt identically.",
    ar: 'صممنا سحابة خاصة تعمل بمنصة Kubernetes في مركز بيانات الشركة بطرابلس، وربطناها بخدمة Microsoft Azure للنسخ الاحتياطي وأحمال الذروة. وتجمع عُقد طرفية مقاومة للظروف القاسية في المعسكرات الميدانية بيانات الاستشعار وتزامنها كلما سمحت الوصلة بذلك. وكل المكونات موصوفة بأداة Terraform وتُنشر عبر GitLab CI، بحيث يمكن إعادة بناء أي بيئة بالصورة نفسها تمامًا.',
  },
  results: {
    en: 'New environments are ready in hours instead of weeks, and daily field reports arrive at head office before the evening meeting. Infrastructure costs became predictable, and the company closed two of its three old server rooms.',
    ar: 'أصبحت البيئات الجديدة جاهزة خلال ساعات بدلًا من أسابيع، وتصل التقارير الميدانية اليومية إلى المقر الرئيسي قبل الاجتماع المسائي. وباتت تكاليف البنية التحتية قابلة للتوقع، وأغلقت الشركة غرفتين من غرف خوادمها الثلاث القديمة.',
  },
  technologies: ['Kubernetes', 'Microsoft Azure', 'Terraform', 'GitLab CI', 'Veeam Backup & Replication'],
  testimonial: {
    quote: {
      en: 'Our geologists used to wait weeks for a server. Now they ask in the morning and start working after lunch.',
      ar: 'كان الجيولوجيون لدينا ينتظرون أسابيع للحصول على خادم، أما الآن فيطلبونه صباحًا ويبدؤون العمل بعد الظهر.',
    },
    author: 'Tarek Al-Werfalli',
    position: {
      en: 'IT Manager, Sahara Petroleum Services Company',
      ar: 'مدير تقنية المعلومات، شركة الصحراء للخدمات النفطية',
    },
  },
};
