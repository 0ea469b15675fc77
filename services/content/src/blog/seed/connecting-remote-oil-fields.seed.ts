import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const connectingRemoteOilFields: PostSeed = {
  id: '1e96b4d3-8f27-4a5c-b0e1-5d3c7a92f816',
  slug: 'connecting-remote-oil-fields',
  category: 'telecommunications',
  author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
  authorTitle: { en: 'Telecommunications Engineering Manager', ar: 'مدير هندسة الاتصالات' },
  authorImage: AVATAR_PLACEHOLDER,
  image: '/images/blog/connecting-remote-oil-fields.svg',
  tags: [
    { en: 'VSAT', ar: 'VSAT' },
    { en: 'Microwave', ar: 'الميكروويف' },
    { en: 'Fibre', ar: 'الألياف الضوئية' },
    { en: 'Oil and gas', ar: 'النفط والغاز' },
  ],
  createdDaysAgo: 36,
  publishedDaysAgo: 33,
  title: {
    en: 'Connecting Remote Oil Fields: VSAT, Microwave and Fibre Compared',
    ar: 'ربط الحقول النفطية النائية: مقارنة بين الاتصال الفضائي والميكروويف والألياف الضوئية',
  },
  excerpt: {
    en: 'Hundreds of kilometres of desert separate many Libyan oil and gas sites from the nearest town. Choosing the right link, or combination of links, decides whether operations stay online.',
    ar: 'تفصل مئات الكيلومترات من الصحراء كثيرًا من مواقع النفط والغاز الليبية عن أقرب مدينة. واختيار الوصلة المناسبة، أو المزيج المناسب منها، هو ما يحدد استمرار العمليات متصلة بالشبكة.',
  },
  content: {
    en: [
      '<p>Sites in the Sirte Basin, the Murzuq fields and along the pipelines to the coast depend on reliable communications for production data, safety systems and the daily lives of the crews who live in the camps. Each connection technology has its place, and the best networks we have built combine more than one.</p>',
      '<h2>VSAT: reach anywhere, quickly</h2>',
      '<p>A satellite terminal can be installed in a day at a site with no other infrastructure. It is the natural choice for exploration camps and temporary rigs. Its limits are latency, which makes voice and remote control less comfortable, and monthly capacity costs that grow with every megabit.</p>',
      '<h2>Licensed microwave: capacity over line of sight</h2>',
      '<p>Where towers can be placed every 40 to 60 kilometres, a chain of microwave hops delivers far more capacity with low latency. It needs path surveys, frequency licences and solid masts that survive sandstorms, but once in place it carries production traffic, CCTV and telephony at a predictable cost.</p>',
      '<h2>Fibre along the pipeline</h2>',
      '<p>For permanent facilities, fibre laid along a pipeline or road gives the highest capacity and the longest life. The investment is larger, so it pays off on routes that will be used for decades.</p>',
      '<h2>Designing for availability</h2>',
      '<ul><li>Combine a primary terrestrial link with VSAT as automatic backup</li><li>Monitor every link centrally, with alarms to an operations centre in Tripoli or Benghazi</li><li>Keep spare radios and power modules on site, because the nearest warehouse may be a day away</li><li>Protect equipment from heat and dust with shaded, ventilated enclosures</li></ul>',
    ].join(''),
    ar: [
      '<p>تعتمد المواقع في حوض سرت وحقول مرزق وعلى امتداد خطوط الأنابيب المتجهة إلى الساحل على اتصالات موثوقة لنقل بيانات الإنتاج وتشغيل أنظمة السلامة وخدمة الحياة اليومية للطواقم المقيمة في المعسكرات. ولكل تقنية اتصال موضعها، وأفضل الشبكات التي نفذناها تجمع بين أكثر من تقنية.</p>',
      '<h2>الاتصال الفضائي: وصول إلى أي مكان بسرعة</h2>',
      '<p>يمكن تركيب محطة اتصال فضائي في يوم واحد في موقع يخلو من أي بنية تحتية أخرى، ولذلك فهي الخيار الطبيعي لمعسكرات الاستكشاف ومنصات الحفر المؤقتة. أما حدودها فتتمثل في زمن التأخير الذي يجعل المكالمات الصوتية والتحكم عن بُعد أقل سلاسة، وفي تكاليف السعة الشهرية التي ترتفع مع كل ميغابت إضافي.</p>',
      '<h2>الميكروويف المرخص: سعة عالية عبر خط الرؤية</h2>',
      '<p>حيث يمكن نصب الأبراج كل 40 إلى 60 كيلومترًا، توفر سلسلة من قفزات الميكروويف سعة أكبر بكثير مع زمن تأخير منخفض. ويتطلب ذلك مسحًا للمسارات وتراخيص للترددات وصواري متينة تصمد أمام العواصف الرملية، لكنها بعد تركيبها تنقل بيانات الإنتاج وكاميرات المراقبة والاتصالات الهاتفية بتكلفة يمكن التنبؤ بها.</p>',
      '<h2>الألياف الضوئية على امتداد خطوط الأنابيب</h2>',
      '<p>بالنسبة إلى المنشآت الدائمة، توفر الألياف الضوئية الممدودة بمحاذاة خط أنابيب أو طريق أعلى سعة وأطول عمر تشغيلي. ولأن الاستثمار فيها أكبر، فإنها تؤتي ثمارها على المسارات التي ستُستخدم لعقود.</p>',
      '<h2>التصميم من أجل الإتاحة الدائمة</h2>',
      '<ul><li>الجمع بين وصلة أرضية رئيسية ووصلة اتصال فضائي احتياطية تعمل تلقائيًا</li><li>مراقبة جميع الوصلات مركزيًا مع إرسال الإنذارات إلى مركز عمليات في طرابلس أو بنغازي</li><li>الاحتفاظ بأجهزة راديو ووحدات طاقة احتياطية في الموقع، لأن أقرب مستودع قد يبعد يومًا كاملًا</li><li>حماية المعدات من الحرارة والغبار بخزائن مظللة وجيدة التهوية</li></ul>',
    ].join(''),
  },
};
