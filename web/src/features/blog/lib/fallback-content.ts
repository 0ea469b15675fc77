import { AVATAR_PLACEHOLDER, type BlogCategory, type BlogPost } from '@madar/shared';

/**
 * Built-in content for when the blog service cannot be reached (docs/product.md#blog): the category list and
 * three sample posts, so the page still shows something useful. Only future-it-infrastructure-libya is
 * available as a full article in that state.
 */
export const FALLBACK_CATEGORIES: BlogCategory[] = [
  { id: 'all', label: { en: 'All', ar: 'الكل' } },
  { id: 'it-infrastructure', label: { en: 'IT Infrastructure', ar: 'البنية التحتية لتقنية المعلومات' } },
  { id: 'security', label: { en: 'Security', ar: 'الأمن' } },
  { id: 'cloud', label: { en: 'Cloud', ar: 'الحوسبة السحابية' } },
  { id: 'telecommunications', label: { en: 'Telecommunications', ar: 'الاتصالات' } },
  { id: 'software-development', label: { en: 'Software Development', ar: 'تطوير البرمجيات' } },
  { id: 'support', label: { en: 'Technical Support', ar: 'الدعم الفني' } },
];

export const FALLBACK_POST_SLUG = 'future-it-infrastructure-libya';

const stamp = (date: string) => ({
  date,
  published: true,
  publishedAt: date,
  createdAt: date,
  updatedAt: date,
});

export const FALLBACK_POSTS: BlogPost[] = [
  {
    id: 'fallback-future-it-infrastructure-libya',
    slug: FALLBACK_POST_SLUG,
    category: 'it-infrastructure',
    author: { en: 'Khaled Ben Omran', ar: 'خالد بن عمران' },
    authorTitle: { en: 'Chief Technology Officer', ar: 'المدير التقني' },
    authorImage: AVATAR_PLACEHOLDER,
    image: '/images/blog/future-it-infrastructure-libya.svg',
    tags: [
      { en: 'Data centres', ar: 'مراكز البيانات' },
      { en: 'Virtualisation', ar: 'المحاكاة الافتراضية' },
      { en: 'Power resilience', ar: 'استمرارية الطاقة' },
      { en: 'Tripoli', ar: 'طرابلس' },
    ],
    ...stamp('2025-03-15T09:00:00.000Z'),
    title: {
      en: 'The Future of IT Infrastructure in Libya',
      ar: 'مستقبل البنية التحتية لتقنية المعلومات في ليبيا',
    },
    excerpt: {
      en: 'Libyan organisations are moving from scattered server rooms to resilient, well-run platforms. Here is what that shift looks like in practice.',
      ar: 'تنتقل المؤسسات الليبية من غرف خوادم متفرقة إلى منصات مرنة وحسنة الإدارة. نستعرض هنا ما يعنيه هذا التحول عمليًا.',
    },
    content: {
      en: [
        '<p>Many organisations in Tripoli and Benghazi have grown their IT one server at a time. The next step is not newer hardware alone, but consolidating workloads onto a few well-managed hosts.</p>',
        '<h2>Designing for the Libyan grid</h2>',
        '<p>Infrastructure that works here must be designed for power cuts from the start:</p>',
        '<ul><li>Online UPS units sized for the real load, with batteries tested every quarter</li><li>Generators with automatic transfer switches</li><li>Cooling that tolerates outside temperatures above 45 °C</li><li>Remote monitoring that reaches an engineer at night</li></ul>',
        '<h2>Where to start</h2>',
        '<p>Begin with a short assessment: what is running, what depends on what, and what each outage costs. A phased roadmap then moves the most critical services first.</p>',
      ].join(''),
      ar: [
        '<p>توسعت أنظمة تقنية المعلومات في كثير من المؤسسات في طرابلس وبنغازي خادمًا تلو الآخر. والخطوة التالية ليست شراء أجهزة أحدث فحسب، بل تجميع أحمال العمل على عدد محدود من المضيفات حسنة الإدارة.</p>',
        '<h2>التصميم بما يلائم الشبكة الكهربائية الليبية</h2>',
        '<p>يجب أن تُصمَّم البنية التحتية هنا لمواجهة انقطاع التيار منذ البداية:</p>',
        '<ul><li>وحدات طاقة غير منقطعة بسعة تناسب الحمل الفعلي مع اختبار البطاريات كل ثلاثة أشهر</li><li>مولدات مزودة بمفاتيح تحويل تلقائية</li><li>تبريد يتحمل درجات حرارة خارجية تتجاوز 45 درجة مئوية</li><li>مراقبة عن بُعد تصل إلى مهندس حتى في الليل</li></ul>',
        '<h2>من أين نبدأ؟</h2>',
        '<p>ابدأ بتقييم قصير: ما الأنظمة العاملة، وما الاعتماديات بينها، وما كلفة توقف كل منها. ثم تنقل خارطة طريق مرحلية الخدمات الأكثر أهمية أولًا.</p>',
      ].join(''),
    },
  },
  {
    id: 'fallback-ransomware-defence-libyan-businesses',
    slug: 'ransomware-defence-libyan-businesses',
    category: 'security',
    author: { en: 'Salma Al-Fitouri', ar: 'سلمى الفيتوري' },
    authorTitle: { en: 'Head of Cybersecurity', ar: 'رئيسة قسم الأمن السيبراني' },
    authorImage: AVATAR_PLACEHOLDER,
    image: '/images/blog/ransomware-defence-libyan-businesses.svg',
    tags: [
      { en: 'Ransomware', ar: 'برمجيات الفدية' },
      { en: 'Backups', ar: 'النسخ الاحتياطي' },
      { en: 'Email security', ar: 'أمن البريد الإلكتروني' },
      { en: 'Awareness', ar: 'التوعية الأمنية' },
    ],
    ...stamp('2025-02-20T09:00:00.000Z'),
    title: {
      en: 'Ransomware Defence for Libyan Businesses',
      ar: 'الدفاع ضد برامج الفدية للشركات الليبية',
    },
    excerpt: {
      en: 'Most ransomware arrives by email and spreads through weak backups. A few disciplined habits stop the majority of attacks.',
      ar: 'تصل معظم برامج الفدية عبر البريد الإلكتروني وتنتشر بسبب ضعف النسخ الاحتياطي. وبضع عادات منضبطة توقف أغلب الهجمات.',
    },
    content: {
      en: '<p>This article is available when the blog is online.</p>',
      ar: '<p>هذا المقال متاح عند توفر المدونة.</p>',
    },
  },
  {
    id: 'fallback-cloud-adoption-roadmap-libya',
    slug: 'cloud-adoption-roadmap-libya',
    category: 'cloud',
    author: { en: 'Omar Al-Sharif', ar: 'عمر الشريف' },
    authorTitle: { en: 'Cloud Solutions Architect', ar: 'مهندس حلول سحابية' },
    authorImage: AVATAR_PLACEHOLDER,
    image: '/images/blog/cloud-adoption-roadmap-libya.svg',
    tags: [
      { en: 'Hybrid cloud', ar: 'السحابة الهجينة' },
      { en: 'Migration', ar: 'الترحيل' },
      { en: 'Data residency', ar: 'توطين البيانات' },
      { en: 'Cost control', ar: 'ضبط التكاليف' },
    ],
    ...stamp('2025-01-28T09:00:00.000Z'),
    title: {
      en: 'A Practical Cloud Adoption Roadmap for Libya',
      ar: 'خارطة طريق عملية لاعتماد الحوسبة السحابية في ليبيا',
    },
    excerpt: {
      en: 'Hybrid cloud lets Libyan organisations keep sensitive data at home while gaining flexibility. Here is how to plan the move in stages.',
      ar: 'تتيح السحابة الهجينة للمؤسسات الليبية إبقاء البيانات الحساسة محليًا مع اكتساب المرونة. إليك كيفية التخطيط للانتقال على مراحل.',
    },
    content: {
      en: '<p>This article is available when the blog is online.</p>',
      ar: '<p>هذا المقال متاح عند توفر المدونة.</p>',
    },
  },
];
