import type { Project } from '@madar/shared';

export const qurinaCollegeUnifiedCommunications: Project = {
  id: 'qurina-college-unified-communications',
  category: 'telecommunications',
  featured: false,
  date: '2022-09-01',
  duration: { en: '6 months', ar: '6 أشهر' },
  image: '/images/projects/qurina-college-unified-communications.svg',
  title: {
    en: 'IP Telephony and Contact Centre for a University College',
    ar: 'منظومة هاتف شبكي ومركز اتصال لكلية جامعية',
  },
  client: { en: 'Qurina University College, Benghazi', ar: 'كلية قورينا الجامعية، بنغازي' },
  description: {
    en: 'An IP telephone system for 1,500 staff across three campuses, with a contact centre that answers applicants and students during the busy registration weeks.',
    ar: 'منظومة هاتف شبكي تخدم 1500 موظف في ثلاثة مقرات جامعية، مع مركز اتصال يجيب المتقدمين والطلاب خلال أسابيع التسجيل المزدحمة.',
  },
  challenge: {
    en: 'The college still relied on an analogue exchange from the 1990s, with no voicemail and no way to transfer calls between campuses. During registration the lines were permanently busy, and applicants travelled to Benghazi just to ask a question.',
    ar: 'كانت الكلية لا تزال تعتمد على مقسم تناظري يعود إلى تسعينيات القرن الماضي، دون بريد صوتي ودون إمكانية تحويل المكالمات بين المقرات. وفي فترة التسجيل كانت الخطوط مشغولة على الدوام، فيضطر المتقدمون إلى السفر إلى بنغازي لطرح سؤال واحد.',
  },
  solution: {
    en: 'We deployed a redundant Cisco Unified Communications Manager cluster with IP phones powered over the data network, and SIP trunks to the telecom operator. Admissions got a contact centre with call queues, announcements in Arabic and English, and call recording for quality review. Staff can also answer their extension from a laptop when working off campus.',
    ar: 'نفّذنا عنقودًا احتياطيًا من Cisco Unified Communications Manager مع هواتف شبكية تستمد طاقتها من شبكة البيانات، وخطوط SIP إلى مشغّل الاتصالات. وحصل قسم القبول على مركز اتصال بطوابير انتظار ورسائل صوتية بالعربية والإنجليزية وتسجيل للمكالمات لمراجعة الجودة. ويستطيع الموظفون أيضًا الرد على تحويلاتهم من الحاسوب المحمول عند العمل خارج الحرم الجامعي.',
  },
  results: {
    en: 'In the first registration period after go-live, nine calls in ten were answered within a minute. The telephone bill fell by 30%, and every member of staff is reachable on one number wherever they work.',
    ar: 'في أول فترة تسجيل بعد التشغيل، جرى الرد على تسع مكالمات من كل عشر خلال دقيقة واحدة. وانخفضت فاتورة الهاتف بنسبة 30٪، وأصبح كل موظف متاحًا على رقم واحد أينما كان يعمل.',
  },
  technologies: [
    'Cisco Unified Communications Manager',
    'Cisco IP Phone 8800',
    'Cisco Unified Contact Center Express',
    'SIP trunking',
    'Power over Ethernet',
  ],
  testimonial: {
    quote: {
      en: 'Registration week used to mean complaints about phones nobody answered. This year the complaints simply stopped.',
      ar: 'كان أسبوع التسجيل يعني سيلًا من الشكاوى بسبب هواتف لا يرد عليها أحد، أما هذا العام فقد توقفت الشكاوى تمامًا.',
    },
    author: 'Dr. Fawzi Al-Burasi',
    position: {
      en: 'Vice Dean for Administration, Qurina University College',
      ar: 'وكيل الكلية للشؤون الإدارية، كلية قورينا الجامعية',
    },
  },
};
