import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const arabicFirstSoftware: PostSeed = {
  id: '6a0c3e85-d412-47f9-9b6e-2f81c5a7d093',
  slug: 'arabic-first-business-software',
  category: 'software-development',
  author: { en: 'Mariam Al-Zawi', ar: 'مريم الزاوي' },
  authorTitle: { en: 'Software Development Lead', ar: 'قائدة فريق تطوير البرمجيات' },
  authorImage: AVATAR_PLACEHOLDER,
  image: '/images/blog/arabic-first-business-software.svg',
  tags: [
    { en: 'Arabic', ar: 'العربية' },
    { en: 'RTL', ar: 'الكتابة من اليمين إلى اليسار' },
    { en: 'User experience', ar: 'تجربة المستخدم' },
    { en: 'Web applications', ar: 'تطبيقات الويب' },
  ],
  createdDaysAgo: 22,
  publishedDaysAgo: 20,
  title: {
    en: 'Building Arabic-First Business Software',
    ar: 'بناء برمجيات أعمال تنطلق من اللغة العربية',
  },
  excerpt: {
    en: 'Translating an English interface at the end of a project rarely works. Software used in Libyan offices should be designed for Arabic and right-to-left layouts from the first screen.',
    ar: 'نادرًا ما تنجح ترجمة واجهة إنجليزية في نهاية المشروع. فالبرمجيات المستخدمة في المكاتب الليبية ينبغي أن تُصمَّم للغة العربية والاتجاه من اليمين إلى اليسار منذ الشاشة الأولى.',
  },
  content: {
    en: [
      '<p>Many of the systems we are asked to replace were imported and then translated. Their menus read awkwardly, numbers and dates appear in the wrong order, and printed invoices break whenever a customer name mixes Arabic and Latin letters. Staff work around these problems every day, and the cost shows up as errors and lost time.</p>',
      '<h2>Design for both directions from the start</h2>',
      '<p>We design every screen in Arabic and English side by side. Layouts use logical properties, so that a sidebar or an icon moves to the correct side when the language changes, and every text field accepts mixed content without scrambling it.</p>',
      '<h2>Details that matter to users</h2>',
      '<ul><li>Names, addresses and search that treat the forms of alef alike, and taa marbuta like haa</li><li>Dates shown in the format people expect, with the Hijri calendar where it is needed</li><li>Numbers and currency in Libyan dinars formatted consistently on screen and in print</li><li>Reports and PDF documents that render Arabic script correctly, including joined letters</li></ul>',
      '<h2>Testing with real users</h2>',
      '<p>Before each release, staff who will use the system every day try it with their own data. Their feedback on wording and workflow is worth more than any checklist, and it is the best guarantee that the software will be adopted rather than worked around.</p>',
    ].join(''),
    ar: [
      '<p>كثير من الأنظمة التي يُطلب منا استبدالها كانت مستوردة ثم تُرجمت لاحقًا؛ فقوائمها ركيكة الصياغة، وتظهر الأرقام والتواريخ فيها بترتيب خاطئ، وتختل الفواتير المطبوعة كلما امتزجت في اسم العميل حروف عربية ولاتينية. ويتحايل الموظفون على هذه المشكلات يوميًا، فتظهر كلفتها في صورة أخطاء ووقت ضائع.</p>',
      '<h2>التصميم للاتجاهين منذ البداية</h2>',
      '<p>نصمم كل شاشة باللغتين العربية والإنجليزية جنبًا إلى جنب، ونعتمد في التخطيط على الخصائص المنطقية بحيث تنتقل القائمة الجانبية أو الأيقونة إلى الجهة الصحيحة عند تغيير اللغة، ويقبل كل حقل نصي المحتوى المختلط دون أن يختل ترتيبه.</p>',
      '<h2>تفاصيل تهم المستخدمين</h2>',
      '<ul><li>أسماء وعناوين وبحث يعامل أشكال الألف المختلفة والتاء المربوطة والهاء معاملة واحدة</li><li>تواريخ تُعرض بالصيغة التي يتوقعها الناس، مع التقويم الهجري حيث تدعو الحاجة</li><li>أرقام ومبالغ بالدينار الليبي منسقة بأسلوب موحد على الشاشة وفي المطبوعات</li><li>تقارير ومستندات بصيغة PDF تعرض الخط العربي بشكل صحيح بما في ذلك الحروف المتصلة</li></ul>',
      '<h2>الاختبار مع المستخدمين الفعليين</h2>',
      '<p>قبل كل إصدار، يجرّب الموظفون الذين سيستخدمون النظام يوميًا على بياناتهم الفعلية، وتفوق ملاحظاتهم على الصياغة وسير العمل قيمة أي قائمة تدقيق، وهي أفضل ضمان لأن يُعتمد البرنامج فعلًا بدلًا من التحايل عليه.</p>',
    ].join(''),
  },
};
