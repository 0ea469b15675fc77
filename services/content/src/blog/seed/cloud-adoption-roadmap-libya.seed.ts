import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const cloudAdoptionRoadmap: PostSeed = {
  id: 'c37a9f52-61d8-4e0b-8b2a-94e6d1f07c38',
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
  createdDaysAgo: 47,
  publishedDaysAgo: 45,
  title: {
    en: 'A Practical Cloud Roadmap for Libyan Organisations',
    ar: 'خارطة طريق عملية للحوسبة السحابية في المؤسسات الليبية',
  },
  excerpt: {
    en: 'Cloud services promise flexibility, but international links, data rules and budgets in dinars shape what makes sense here. A phased, hybrid approach works best.',
    ar: 'تعد الخدمات السحابية بالمرونة، لكن الوصلات الدولية وقواعد البيانات والميزانيات بالدينار تحدد ما يناسب السوق المحلية. ويبقى النهج الهجين المرحلي هو الأنجح.',
  },
  content: {
    en: [
      '<p>Since we opened our cloud services practice in 2023, the question we hear most is no longer whether to use the cloud but what to move first. The answer depends on conditions that are specific to Libya: the capacity and stability of international links, the rules that apply to government and banking data, and budgets that are planned in dinars while most cloud services are billed in dollars.</p>',
      '<h2>Start with what the cloud does well</h2>',
      '<p>Email, collaboration tools and off-site backups are the easiest wins. They tolerate a slower link, they remove the burden of maintaining on-premises servers, and they give staff in Tripoli and Benghazi the same tools from day one. Business systems that need fast local access, such as accounting or warehouse applications, can stay on local servers until the links and the business case are ready.</p>',
      '<h2>A phased migration</h2>',
      '<ol><li>Classify data by sensitivity and note any legal obligation to keep it inside the country</li><li>Move email and file sharing, with a second internet link as a fallback</li><li>Send encrypted backups to the cloud, keeping a local copy for fast restores</li><li>Review each remaining system on cost, latency and compliance before moving it</li></ol>',
      '<h2>Keeping costs predictable</h2>',
      '<p>Cloud bills grow quietly. Set budgets and alerts from the first month, switch off test environments at night, and review licences every quarter. A hybrid design that keeps steady workloads on local hardware and uses the cloud for peaks and recovery is often the most economical option for Libyan organisations today.</p>',
    ].join(''),
    ar: [
      '<p>منذ أن أطلقنا خدمات الحوسبة السحابية عام 2023، لم يعد السؤال الذي نسمعه أكثر من غيره هو هل نستخدم السحابة أم لا، بل ما الذي ننقله أولًا. وتعتمد الإجابة على ظروف خاصة بليبيا: سعة الوصلات الدولية واستقرارها، والقواعد التي تسري على البيانات الحكومية والمصرفية، وميزانيات تُخطَّط بالدينار بينما تُحتسب معظم الخدمات السحابية بالدولار.</p>',
      '<h2>ابدأ بما تجيده السحابة</h2>',
      '<p>يمثل البريد الإلكتروني وأدوات التعاون والنسخ الاحتياطي خارج الموقع أسهل المكاسب؛ فهي تتحمل بطء الوصلات نسبيًا، وتخفف عبء صيانة الخوادم المحلية، وتمنح الموظفين في طرابلس وبنغازي الأدوات نفسها منذ اليوم الأول. أما أنظمة الأعمال التي تحتاج إلى وصول محلي سريع، مثل برامج المحاسبة والمستودعات، فيمكن أن تبقى على الخوادم المحلية حتى تصبح الوصلات والجدوى الاقتصادية جاهزة.</p>',
      '<h2>الانتقال على مراحل</h2>',
      '<ol><li>تصنيف البيانات بحسب حساسيتها وتحديد أي التزام قانوني بإبقائها داخل البلاد</li><li>نقل البريد الإلكتروني ومشاركة الملفات مع توفير وصلة إنترنت ثانية احتياطية</li><li>إرسال نسخ احتياطية مشفرة إلى السحابة مع الاحتفاظ بنسخة محلية للاستعادة السريعة</li><li>مراجعة كل نظام متبقٍّ من حيث الكلفة وزمن الاستجابة والامتثال قبل نقله</li></ol>',
      '<h2>الحفاظ على تكاليف يمكن التنبؤ بها</h2>',
      '<p>تتضخم فواتير السحابة بصمت. لذا حدد الميزانيات والتنبيهات منذ الشهر الأول، وأوقف بيئات الاختبار ليلًا، وراجع التراخيص كل ثلاثة أشهر. وكثيرًا ما يكون التصميم الهجين، الذي يُبقي الأحمال الثابتة على الأجهزة المحلية ويستخدم السحابة لأوقات الذروة والتعافي من الكوارث، الخيار الأكثر اقتصادًا للمؤسسات الليبية اليوم.</p>',
    ].join(''),
  },
};
