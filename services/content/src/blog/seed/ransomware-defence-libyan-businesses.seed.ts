import { AVATAR_PLACEHOLDER } from '@madar/shared';
import type { PostSeed } from './post-seed';

export const ransomwareDefence: PostSeed = {
  id: '8d41e0a7-2c5f-4b93-a6d8-71f0e9b3c254',
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
  createdDaysAgo: 66,
  publishedDaysAgo: 64,
  title: {
    en: 'Ransomware Defence for Libyan Businesses: Five Measures That Work',
    ar: 'حماية الشركات الليبية من برمجيات الفدية: خمسة إجراءات فعّالة',
  },
  excerpt: {
    en: 'Ransomware now reaches banks, clinics and importers in Libya as easily as anywhere else. Five practical measures stop most attacks before they become a crisis.',
    ar: 'أصبحت برمجيات الفدية تصل إلى المصارف والعيادات وشركات الاستيراد في ليبيا بالسهولة نفسها التي تصل بها إلى أي مكان آخر. خمسة إجراءات عملية توقف معظم الهجمات قبل أن تتحول إلى أزمة.',
  },
  content: {
    en: [
      '<p>In the last two years our incident team has been called to encrypted file servers in banks, private clinics and trading companies across the country. In almost every case the attackers did not need anything sophisticated: a reused password, an exposed remote desktop port or a convincing invoice sent by email was enough.</p>',
      '<h2>How attacks usually begin</h2>',
      '<p>Most incidents we investigate start with one of three doors left open. Remote desktop published directly to the internet, email attachments that run macros, and administrator accounts shared between several staff members. Closing these doors costs little compared with a week of stopped operations.</p>',
      '<h2>Five measures that stop most attacks</h2>',
      '<ol><li>Keep offline or immutable backups, and test a full restore at least once a quarter</li><li>Turn on multi-factor authentication for email, VPN and every administrator account</li><li>Remove remote desktop from the internet and reach internal systems through a VPN only</li><li>Patch servers and firewalls monthly, starting with systems that face the internet</li><li>Train staff to recognise phishing, in Arabic and with local examples</li></ol>',
      '<h2>If the worst happens</h2>',
      '<p>Disconnect affected machines from the network, but do not switch them off: memory can hold evidence. Call your security partner before contacting the attackers, and keep a written log of every step. A tested incident response plan, agreed with management in advance, turns a panic into a procedure.</p>',
    ].join(''),
    ar: [
      '<p>استُدعي فريق الاستجابة للحوادث لدينا خلال العامين الماضيين إلى خوادم ملفات مشفرة في مصارف وعيادات خاصة وشركات تجارية في أنحاء البلاد. وفي كل حالة تقريبًا لم يحتج المهاجمون إلى أي أسلوب متطور: كانت كلمة مرور مكررة، أو منفذ سطح مكتب بعيد مكشوف، أو فاتورة مقنعة مرسلة بالبريد الإلكتروني كافية.</p>',
      '<h2>كيف تبدأ الهجمات عادة؟</h2>',
      '<p>تبدأ معظم الحوادث التي نحقق فيها من أحد ثلاثة أبواب مفتوحة: خدمة سطح المكتب البعيد المنشورة مباشرة على الإنترنت، ومرفقات البريد الإلكتروني التي تشغّل وحدات ماكرو، وحسابات المسؤولين المشتركة بين عدة موظفين. وإغلاق هذه الأبواب زهيد الكلفة مقارنة بأسبوع من توقف العمل.</p>',
      '<h2>خمسة إجراءات توقف معظم الهجمات</h2>',
      '<ol><li>الاحتفاظ بنسخ احتياطية غير متصلة بالشبكة أو غير قابلة للتعديل، واختبار استعادة كاملة مرة كل ثلاثة أشهر على الأقل</li><li>تفعيل المصادقة متعددة العوامل للبريد الإلكتروني والشبكة الخاصة الافتراضية وجميع حسابات المسؤولين</li><li>إزالة خدمة سطح المكتب البعيد من الإنترنت والوصول إلى الأنظمة الداخلية عبر شبكة خاصة افتراضية فقط</li><li>تحديث الخوادم والجدران النارية شهريًا، بدءًا بالأنظمة المكشوفة على الإنترنت</li><li>تدريب الموظفين على كشف رسائل التصيد باللغة العربية وبأمثلة من الواقع المحلي</li></ol>',
      '<h2>إذا وقع المحظور</h2>',
      '<p>افصل الأجهزة المصابة عن الشبكة دون إطفائها، فقد تحتفظ الذاكرة بأدلة مهمة. وتواصل مع شريكك الأمني قبل أي اتصال بالمهاجمين، ودوّن سجلًا مكتوبًا بكل خطوة. إن خطة استجابة مختبرة ومعتمدة من الإدارة مسبقًا تحوّل حالة الذعر إلى إجراء منظم.</p>',
    ].join(''),
  },
};
