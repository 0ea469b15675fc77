import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const proactiveSupport: PostSeed = {
  id: 'e2f57b90-4c1a-4d86-a3b7-08d9c6e14f25',
  slug: 'proactive-it-support',
  category: 'support',
  author: { en: 'Hassan Al-Tarhouni', ar: 'حسن الترهوني' },
  authorTitle: { en: 'Support Services Manager', ar: 'مدير خدمات الدعم الفني' },
  authorImage: AVATAR_PLACEHOLDER,
  image: '/images/blog/proactive-it-support.svg',
  tags: [
    { en: 'Managed services', ar: 'الخدمات المُدارة' },
    { en: 'Monitoring', ar: 'المراقبة' },
    { en: 'SLA', ar: 'اتفاقية مستوى الخدمة (SLA)' },
    { en: 'Help desk', ar: 'مكتب الدعم الفني' },
  ],
  createdDaysAgo: 12,
  publishedDaysAgo: 9,
  updatedDaysAgo: 3,
  title: {
    en: 'Why Proactive IT Support Beats Break-Fix',
    ar: 'لماذا يتفوق الدعم الفني الاستباقي على الإصلاح بعد العطل؟',
  },
  excerpt: {
    en: 'Waiting for something to break and then calling a technician feels cheaper, until a server fails on the last day of the month. Proactive support prevents most of those days.',
    ar: 'قد يبدو انتظار العطل ثم استدعاء فني أقل كلفة، إلى أن يتعطل خادم في آخر يوم من الشهر. والدعم الاستباقي يجنّبك معظم تلك الأيام.',
  },
  content: {
    en: [
      '<p>Many companies in Libya still buy IT support by the visit: when the network slows down or a printer stops, someone calls a technician. The model looks economical, but it hides the real cost, which is the hours or days during which people cannot work.</p>',
      '<h2>What proactive support means</h2>',
      '<p>With a managed support contract, our operations centre watches servers, links, backups and security alerts around the clock. Most problems announce themselves in advance: a disk filling up, a battery losing capacity, a backup that failed last night. Fixing them before users notice is faster and cheaper than recovering afterwards.</p>',
      '<h2>What a good contract includes</h2>',
      '<ul><li>Continuous monitoring with clear thresholds and automatic alerts</li><li>A help desk that answers in Arabic and English by phone, email and messaging</li><li>Response and resolution times written into a service level agreement</li><li>Monthly patching and a quarterly review of capacity and risks</li><li>Engineers who can be on site in Tripoli or Benghazi the same day</li></ul>',
      '<h2>Measuring the difference</h2>',
      '<p>We report every month on availability, tickets and their resolution times, so management can see what the contract delivers. Across our clients, moving from break-fix to proactive support has reduced unplanned downtime by more than half within the first year.</p>',
    ].join(''),
    ar: [
      '<p>ما زالت شركات كثيرة في ليبيا تشتري الدعم الفني بالزيارة: حين تتباطأ الشبكة أو تتوقف طابعة يتصل أحدهم بفني. ويبدو هذا الأسلوب اقتصاديًا، لكنه يخفي الكلفة الحقيقية، وهي الساعات أو الأيام التي يعجز فيها الموظفون عن العمل.</p>',
      '<h2>ماذا يعني الدعم الاستباقي؟</h2>',
      '<p>في إطار عقد الدعم المُدار، يراقب مركز العمليات لدينا الخوادم والوصلات والنسخ الاحتياطية والتنبيهات الأمنية على مدار الساعة. فمعظم المشكلات تنذر بنفسها مسبقًا: قرص يقترب من الامتلاء، أو بطارية تفقد سعتها، أو نسخة احتياطية فشلت الليلة الماضية. وإصلاحها قبل أن يلاحظها المستخدمون أسرع وأقل كلفة من التعافي بعد وقوعها.</p>',
      '<h2>ما الذي يتضمنه العقد الجيد؟</h2>',
      '<ul><li>مراقبة مستمرة بحدود واضحة وتنبيهات تلقائية</li><li>مكتب مساعدة يجيب بالعربية والإنجليزية عبر الهاتف والبريد الإلكتروني وتطبيقات المراسلة</li><li>أزمنة استجابة وحل منصوص عليها في اتفاقية مستوى الخدمة</li><li>تحديثات شهرية ومراجعة ربع سنوية للسعة والمخاطر</li><li>مهندسون يستطيعون الحضور إلى الموقع في طرابلس أو بنغازي في اليوم نفسه</li></ul>',
      '<h2>قياس الفرق</h2>',
      '<p>نقدم تقريرًا شهريًا عن نسبة الإتاحة والبلاغات وأزمنة حلها، لتطّلع الإدارة على ما يحققه العقد فعليًا. وقد أدى الانتقال من الإصلاح بعد العطل إلى الدعم الاستباقي لدى عملائنا إلى خفض التوقف غير المخطط بأكثر من النصف خلال السنة الأولى.</p>',
    ].join(''),
  },
};
