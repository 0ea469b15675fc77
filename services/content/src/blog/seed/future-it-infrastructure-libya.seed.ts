import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const futureItInfrastructure: PostSeed = {
  id: '5f2b8c1e-7a34-4d6b-9e01-3c8a2f6d4b71',
  slug: 'future-it-infrastructure-libya',
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
  createdDaysAgo: 86,
  publishedDaysAgo: 85,
  updatedDaysAgo: 80,
  title: {
    en: 'The Future of IT Infrastructure in Libya',
    ar: 'مستقبل البنية التحتية لتقنية المعلومات في ليبيا',
  },
  excerpt: {
    en: 'Libyan organisations are moving from scattered server rooms to resilient, well-run platforms. Here is what that shift looks like in practice, and how to plan for it.',
    ar: 'تنتقل المؤسسات الليبية من غرف خوادم متفرقة إلى منصات مرنة وحسنة الإدارة. نستعرض هنا ما يعنيه هذا التحول عمليًا وكيف يمكن التخطيط له.',
  },
  content: {
    en: [
      '<p>Over the past decade, many organisations in Tripoli, Benghazi and Misrata have grown their IT one server at a time. The result is familiar to anyone who has visited a ministry or a mid-sized company: a closet of ageing machines, a single air conditioner and an uninterruptible power supply whose batteries nobody has tested in years.</p>',
      '<h2>From server closets to resilient platforms</h2>',
      '<p>The next step is not simply buying newer hardware. It is consolidating workloads onto a small number of well-managed hosts, separating production from testing, and treating power and cooling as part of the design rather than an afterthought. Virtualisation lets one cluster do the work of a dozen standalone servers, and it makes recovery after a failure a matter of minutes instead of days.</p>',
      '<h2>Designing for the Libyan grid</h2>',
      '<p>Power cuts remain a fact of life in many cities, especially in summer. Infrastructure that works here must be designed for them from the start:</p>',
      '<ul><li>Online UPS units sized for the real load, with batteries tested every quarter</li><li>Generators with automatic transfer switches and a fuel contract that is actually honoured</li><li>Precision cooling that tolerates outside temperatures above 45 °C</li><li>Remote monitoring, so that an alarm at night reaches an engineer before the batteries run out</li></ul>',
      '<h2>Where to start</h2>',
      '<p>We recommend a short assessment before any purchase: an inventory of what is running, what depends on what, and what it costs when each system stops. From there, a phased roadmap can move the most critical services first, keep budgets predictable and leave room for hybrid cloud as local providers mature.</p>',
    ].join(''),
    ar: [
      '<p>خلال العقد الماضي، توسعت أنظمة تقنية المعلومات في كثير من المؤسسات في طرابلس وبنغازي ومصراتة خادمًا تلو الآخر. والنتيجة مألوفة لكل من زار وزارة أو شركة متوسطة الحجم: غرفة صغيرة تضم أجهزة متقادمة، ومكيف هواء واحد، ومزود طاقة غير منقطعة لم يختبر أحد بطارياته منذ سنوات.</p>',
      '<h2>من غرف الخوادم إلى منصات مرنة</h2>',
      '<p>الخطوة التالية ليست مجرد شراء أجهزة أحدث، بل تجميع أحمال العمل على عدد محدود من المضيفات حسنة الإدارة، وفصل بيئة الإنتاج عن بيئة الاختبار، والتعامل مع الطاقة والتبريد بوصفهما جزءًا من التصميم لا أمرًا ثانويًا. فالمحاكاة الافتراضية تتيح لعنقود واحد أن يؤدي عمل عشرات الخوادم المستقلة، وتجعل التعافي من الأعطال مسألة دقائق لا أيام.</p>',
      '<h2>التصميم بما يلائم الشبكة الكهربائية الليبية</h2>',
      '<p>ما زال انقطاع التيار الكهربائي واقعًا يوميًا في كثير من المدن، ولا سيما في فصل الصيف. لذلك يجب أن تُصمَّم البنية التحتية هنا لمواجهته منذ البداية:</p>',
      '<ul><li>وحدات طاقة غير منقطعة من النوع المباشر بسعة تناسب الحمل الفعلي، مع اختبار البطاريات كل ثلاثة أشهر</li><li>مولدات كهربائية مزودة بمفاتيح تحويل تلقائية وعقد توريد وقود يُلتزم به فعلًا</li><li>تبريد دقيق يتحمل درجات حرارة خارجية تتجاوز 45 درجة مئوية</li><li>مراقبة عن بُعد تضمن وصول أي إنذار ليلي إلى مهندس قبل نفاد البطاريات</li></ul>',
      '<h2>من أين نبدأ؟</h2>',
      '<p>ننصح بإجراء تقييم قصير قبل أي عملية شراء: حصر الأنظمة العاملة، وتحديد الاعتماديات بينها، وتقدير كلفة توقف كل نظام منها. وبناءً على ذلك يمكن وضع خارطة طريق مرحلية تنقل الخدمات الأكثر أهمية أولًا، وتحافظ على ميزانية يمكن التنبؤ بها، وتترك مجالًا للسحابة الهجينة مع نضج مزودي الخدمة المحليين.</p>',
    ].join(''),
  },
};
