import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

/** A draft: written but not yet published, so only the admin sees it. */
export const enterpriseNetworks5g: PostSeed = {
  id: '9b7d2f64-0e38-4c51-8a9f-c6e3b1d5a720',
  slug: 'enterprise-networks-5g-readiness',
  category: 'telecommunications',
  author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
  authorTitle: { en: 'Telecommunications Engineering Manager', ar: 'مدير هندسة الاتصالات' },
  authorImage: AVATAR_PLACEHOLDER,
  image: '/images/blog/enterprise-networks-5g-readiness.svg',
  tags: [
    { en: '5G', ar: 'الجيل الخامس (5G)' },
    { en: 'Private networks', ar: 'الشبكات الخاصة' },
    { en: 'Mobile operators', ar: 'مشغلو الهاتف المحمول' },
    { en: 'Planning', ar: 'التخطيط' },
  ],
  createdDaysAgo: 4,
  publishedDaysAgo: null,
  updatedDaysAgo: 2,
  title: {
    en: 'Is Your Enterprise Network Ready for 5G?',
    ar: 'هل شبكة مؤسستك جاهزة لتقنية الجيل الخامس؟',
  },
  excerpt: {
    en: 'Libyan mobile operators are preparing their first 5G services. Enterprises that plan their networks now will be ready to use them when they arrive.',
    ar: 'يستعد مشغلو الهاتف المحمول في ليبيا لإطلاق أولى خدمات الجيل الخامس، والمؤسسات التي تخطط لشبكاتها الآن ستكون مستعدة للاستفادة منها فور وصولها.',
  },
  content: {
    en: [
      '<p>Trials of fifth-generation mobile networks have begun in the region, and Libyan operators are upgrading their core networks and backhaul in preparation. For enterprises the question is practical: what has to change in our own network to benefit from higher speeds and lower latency?</p>',
      '<h2>What 5G changes for businesses</h2>',
      '<p>Beyond faster phones, 5G makes it realistic to connect sensors, vehicles and temporary sites without cabling. Ports, logistics yards and industrial plants can run private or shared networks with guaranteed capacity for their own devices.</p>',
      '<h2>Preparing your network</h2>',
      '<ul><li>Review the capacity of internet links and firewalls, which often become the new bottleneck</li><li>Segment the network so that connected devices cannot reach critical systems</li><li>Plan indoor coverage in buildings with thick walls or basements</li><li>Keep an inventory of devices and their security updates</li></ul>',
      '<h2>Next steps</h2>',
      '<p>We are discussing pilot projects with operators and industrial clients. An assessment of your current network is the best way to know which investments will still pay off when 5G arrives.</p>',
    ].join(''),
    ar: [
      '<p>بدأت تجارب شبكات الهاتف المحمول من الجيل الخامس في المنطقة، ويعمل المشغلون الليبيون على تحديث شبكاتهم الأساسية ووصلات الربط استعدادًا لها. والسؤال بالنسبة إلى المؤسسات عملي: ما الذي يجب تغييره في شبكاتنا للاستفادة من السرعات الأعلى وزمن التأخير الأقل؟</p>',
      '<h2>ما الذي يغيره الجيل الخامس للشركات؟</h2>',
      '<p>إلى جانب سرعة الهواتف، يجعل الجيل الخامس ربط أجهزة الاستشعار والمركبات والمواقع المؤقتة دون كابلات أمرًا واقعيًا. ويمكن للموانئ وساحات الخدمات اللوجستية والمنشآت الصناعية تشغيل شبكات خاصة أو مشتركة بسعة مضمونة لأجهزتها.</p>',
      '<h2>تهيئة شبكتك</h2>',
      '<ul><li>مراجعة سعة وصلات الإنترنت والجدران النارية التي كثيرًا ما تصبح نقطة الاختناق الجديدة</li><li>تقسيم الشبكة بحيث لا تستطيع الأجهزة المتصلة الوصول إلى الأنظمة الحساسة</li><li>التخطيط للتغطية الداخلية في المباني ذات الجدران السميكة أو الطوابق السفلية</li><li>الاحتفاظ بسجل للأجهزة وتحديثاتها الأمنية</li></ul>',
      '<h2>الخطوات التالية</h2>',
      '<p>نناقش حاليًا مشاريع تجريبية مع المشغلين والعملاء الصناعيين، ويبقى تقييم شبكتك الحالية أفضل وسيلة لمعرفة الاستثمارات التي ستظل مجدية عند وصول الجيل الخامس.</p>',
    ].join(''),
  },
};
