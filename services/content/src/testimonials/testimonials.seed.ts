/**
 * What clients say about the company (docs/product.md#home), in display order. The people are the
 * clients of the seeded projects, so a quote on the home page matches a case study on /projects.
 */
import { AVATAR_PLACEHOLDER, type Testimonial } from '@madar/shared';

export const TESTIMONIALS_SEED: readonly Testimonial[] = [
  {
    id: 'nadia-al-fitouri',
    name: { en: 'Dr. Nadia Al-Fitouri', ar: 'د. نادية الفيتوري' },
    position: { en: 'IT Director', ar: 'مديرة تقنية المعلومات' },
    company: { en: 'Al-Noor University Hospital, Benghazi', ar: 'مستشفى النور الجامعي، بنغازي' },
    content: {
      en: 'Madar rebuilt the network of a hospital that never closes, one ward at a time and always at night. Their engineers understood that a clinical system cannot wait, and they planned every step with our doctors.',
      ar: 'أعادت مدار بناء شبكة مستشفى لا يتوقف عن العمل، جناحًا تلو الآخر وليلًا في كل مرة. لقد أدرك مهندسوها أن النظام السريري لا يحتمل الانتظار، فخططوا كل خطوة بالتنسيق مع أطبائنا.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: true,
  },
  {
    id: 'mahmoud-al-tarhouni',
    name: { en: 'Mahmoud Al-Tarhouni', ar: 'محمود الترهوني' },
    position: { en: 'Director of Digital Services', ar: 'مدير الخدمات الرقمية' },
    company: {
      en: 'Greater Tripoli Municipal Services Authority',
      ar: 'هيئة الخدمات البلدية لطرابلس الكبرى',
    },
    content: {
      en: 'Our new data centre kept every counter open through the summer power cuts. Madar delivered on time, trained our staff and still answers the phone at two in the morning when we need them.',
      ar: 'أبقى مركز البيانات الجديد جميع شبابيكنا مفتوحة رغم انقطاعات الكهرباء صيفًا. لقد التزمت مدار بالموعد، ودرّبت موظفينا، وما زالت ترد على الهاتف في الثانية صباحًا عندما نحتاج إليها.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: true,
  },
  {
    id: 'ali-abusaa',
    name: { en: 'Ali Abusaa', ar: 'علي أبوسعة' },
    position: { en: 'Network Operations Manager', ar: 'مدير عمليات الشبكة' },
    company: { en: 'Nujoom Telecom', ar: 'نجوم للاتصالات' },
    content: {
      en: 'Forty desert sites, extreme heat and sandstorms, and not one missed milestone. Madar is the partner we call when a site is hard to reach.',
      ar: 'أربعون موقعًا صحراويًا وحرارة شديدة وعواصف رملية، ولم يتأخر موعد مرحلة واحدة. مدار هي الشريك الذي نلجأ إليه عندما يصعب الوصول إلى أي موقع.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: true,
  },
  {
    id: 'khadija-al-misrati',
    name: { en: 'Khadija Al-Misrati', ar: 'خديجة المصراتي' },
    position: { en: 'Head of Security', ar: 'رئيسة قسم الأمن' },
    company: { en: 'Al-Manara Commercial Bank', ar: 'مصرف المنارة التجاري' },
    content: {
      en: 'We now watch twenty-four branches from one room. The project was planned around banking hours, and not a single branch closed while the work was done.',
      ar: 'أصبحنا نتابع أربعة وعشرين فرعًا من غرفة واحدة. وقد خُطط المشروع وفق ساعات العمل المصرفي، فلم يُغلق أي فرع طوال فترة التنفيذ.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: false,
  },
  {
    id: 'tarek-al-werfalli',
    name: { en: 'Tarek Al-Werfalli', ar: 'طارق الورفلي' },
    position: { en: 'IT Manager', ar: 'مدير تقنية المعلومات' },
    company: { en: 'Sahara Petroleum Services Company', ar: 'شركة الصحراء للخدمات النفطية' },
    content: {
      en: 'Madar gave our field teams a cloud that works even over a satellite link. They explained every choice in plain language and left us able to run it ourselves.',
      ar: 'منحت مدار فرقنا الميدانية سحابة تعمل حتى عبر وصلة فضائية. وقد شرحت لنا كل قرار بلغة واضحة، وتركتنا قادرين على إدارتها بأنفسنا.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: false,
  },
  {
    id: 'mariam-al-senussi',
    name: { en: 'Mariam Al-Senussi', ar: 'مريم السنوسي' },
    position: { en: 'Operations Director', ar: 'مديرة العمليات' },
    company: { en: 'Al-Shifa Medical Group', ar: 'مجموعة الشفاء الطبية' },
    content: {
      en: 'Our patients book online in Arabic and receive their reminders by text. Missed appointments fell by two thirds, and the platform has not let us down once.',
      ar: 'يحجز مرضانا مواعيدهم عبر الإنترنت باللغة العربية ويتلقون التذكيرات برسائل نصية. وانخفضت المواعيد الفائتة بمقدار الثلثين، ولم تخذلنا المنصة مرة واحدة.',
    },
    rating: 5,
    image: AVATAR_PLACEHOLDER,
    featured: false,
  },
];
