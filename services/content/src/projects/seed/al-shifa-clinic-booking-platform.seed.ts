import type { Project } from '@madar/shared';

export const alShifaClinicBookingPlatform: Project = {
  id: 'al-shifa-clinic-booking-platform',
  category: 'software-development',
  featured: false,
  date: '2025-04-22',
  duration: { en: '7 months', ar: '7 أشهر' },
  image: '/images/projects/al-shifa-clinic-booking-platform.svg',
  title: {
    en: 'Appointments and Patient Portal for a Clinic Network',
    ar: 'منصة مواعيد وبوابة للمرضى لشبكة عيادات',
  },
  client: { en: 'Al-Shifa Medical Group', ar: 'مجموعة الشفاء الطبية' },
  description: {
    en: 'A bilingual web and mobile platform where patients of nine clinics book appointments, receive reminders and keep one medical file shared by all their doctors.',
    ar: 'منصة ثنائية اللغة على الويب والهاتف المحمول يحجز من خلالها مرضى تسع عيادات مواعيدهم، ويتلقون التذكيرات، ويحتفظون بملف طبي واحد يطّلع عليه جميع أطبائهم.',
  },
  challenge: {
    en: 'The clinics in Tripoli and Misrata booked by telephone and paper diaries. A quarter of patients missed their appointments, reception lines were busy all morning, and patients repeated their history at every clinic they visited.',
    ar: 'كانت العيادات في طرابلس ومصراتة تعتمد على الهاتف والدفاتر الورقية في الحجز. وكان ربع المرضى يتخلفون عن مواعيدهم، وتبقى خطوط الاستقبال مشغولة طوال الصباح، ويعيد المريض سرد تاريخه المرضي في كل عيادة يزورها.',
  },
  solution: {
    en: 'We designed the platform Arabic-first, right to left, and built it with React and NestJS on PostgreSQL, with a Flutter app for Android and iOS. Patients book online and receive SMS reminders through local operators, while doctors manage their schedules and see a single shared file. The platform runs on Kubernetes in our Tripoli cloud, so patient data stays in Libya.',
    ar: 'صممنا المنصة لتكون العربية لغتها الأولى باتجاه الكتابة من اليمين إلى اليسار، وبنيناها بتقنيتي React وNestJS على قاعدة بيانات PostgreSQL، مع تطبيق Flutter لنظامي Android وiOS. يحجز المرضى عبر الإنترنت ويتلقون تذكيرات نصية من خلال المشغّلين المحليين، بينما يدير الأطباء جداولهم ويطّلعون على ملف موحّد. وتعمل المنصة على Kubernetes في سحابتنا بطرابلس، فتبقى بيانات المرضى داخل ليبيا.',
  },
  results: {
    en: "Six months after launch, 60% of appointments were booked online and missed appointments fell from 25% to 9%. Calls to reception halved, and doctors see a patient's history before the consultation begins.",
    ar: 'بعد ستة أشهر من الإطلاق، أصبح 60٪ من المواعيد يُحجز عبر الإنترنت، وانخفضت نسبة التخلف عن المواعيد من 25٪ إلى 9٪. وتراجعت المكالمات الواردة إلى الاستقبال إلى النصف، وصار الطبيب يطّلع على تاريخ المريض قبل بدء الاستشارة.',
  },
  technologies: ['React', 'NestJS', 'PostgreSQL', 'Flutter', 'Kubernetes'],
  testimonial: {
    quote: {
      en: 'Our patients book at midnight from their phones, in Arabic, and arrive on time. The reception desk finally has time to look after the people in front of it.',
      ar: 'يحجز مرضانا في منتصف الليل من هواتفهم وباللغة العربية، ويصلون في مواعيدهم. وأخيرًا صار لدى موظفي الاستقبال وقت للاهتمام بمن يقف أمامهم.',
    },
    author: 'Mariam Al-Senussi',
    position: {
      en: 'Operations Director, Al-Shifa Medical Group',
      ar: 'مديرة العمليات، مجموعة الشفاء الطبية',
    },
  },
};
