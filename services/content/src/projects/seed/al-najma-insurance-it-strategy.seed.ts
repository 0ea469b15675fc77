import type { Project } from '@madar/shared';

export const alNajmaInsuranceItStrategy: Project = {
  id: 'al-najma-insurance-it-strategy',
  category: 'consulting',
  featured: false,
  date: '2026-06-30',
  duration: { en: '4 months', ar: '4 أشهر' },
  image: '/images/projects/al-najma-insurance-it-strategy.svg',
  title: {
    en: 'IT Strategy and Security Readiness for an Insurer',
    ar: 'استراتيجية تقنية المعلومات والجاهزية الأمنية لشركة تأمين',
  },
  client: { en: 'Al-Najma Insurance Company', ar: 'شركة النجمة للتأمين' },
  description: {
    en: 'An assessment of twelve branches, a risk register and a three-year technology roadmap with a budget, preparing the company for ISO/IEC 27001 certification.',
    ar: 'تقييم لاثني عشر فرعًا، وسجل للمخاطر، وخارطة طريق تقنية لثلاث سنوات مع ميزانيتها، تهيئةً للشركة لنيل شهادة ISO/IEC 27001.',
  },
  challenge: {
    en: 'The company had grown quickly and bought technology branch by branch, with no inventory and no policies. A ransomware attack had been stopped only by chance, and the board wanted to know what to fix first and what it would cost.',
    ar: 'نمت الشركة بسرعة واشترت حلولها التقنية فرعًا بعد فرع، دون جرد للأصول ودون سياسات مكتوبة. وكان هجوم فدية قد أُحبط بمحض الصدفة، فأراد مجلس الإدارة أن يعرف ما الذي ينبغي إصلاحه أولًا وكم سيكلف ذلك.',
  },
  solution: {
    en: "Our consultants visited every branch, built the first complete inventory of systems and data, and assessed the gaps against ISO/IEC 27001 and the ITIL 4 practices. We turned the findings into a risk register and a three-year roadmap with costs, drafted the core security policies with the company's staff, and ran an incident-response exercise with the management team.",
    ar: 'زار مستشارونا جميع الفروع، وأعدّوا أول جرد كامل للأنظمة والبيانات، وقيّموا الفجوات مقارنةً بمعيار ISO/IEC 27001 وممارسات ITIL 4. ثم حوّلنا النتائج إلى سجل للمخاطر وخارطة طريق لثلاث سنوات بتكاليفها، وصغنا سياسات الأمن الأساسية بالتعاون مع موظفي الشركة، وأجرينا تمرينًا على الاستجابة للحوادث مع فريق الإدارة.',
  },
  results: {
    en: 'The board approved the roadmap and its budget in a single meeting, and the first phase is under way. Critical risks fell from eighteen to four within the engagement, and the certification audit is scheduled.',
    ar: 'أقرّ مجلس الإدارة خارطة الطريق وميزانيتها في اجتماع واحد، وبدأ تنفيذ المرحلة الأولى. وانخفض عدد المخاطر الحرجة من ثمانية عشر إلى أربعة خلال فترة المشروع، وتحدد موعد تدقيق الاعتماد.',
  },
  technologies: ['ISO/IEC 27001', 'ITIL 4', 'Microsoft 365', 'Microsoft Defender'],
  testimonial: {
    quote: {
      en: 'For the first time, the board discussed technology with numbers in front of it. Madar gave us a plan we could actually fund.',
      ar: 'لأول مرة يناقش مجلس الإدارة ملف التقنية والأرقام أمامه، فقد قدّمت لنا مدار خطة نستطيع تمويلها فعلًا.',
    },
    author: 'Hisham Al-Zintani',
    position: {
      en: 'Chief Executive Officer, Al-Najma Insurance Company',
      ar: 'الرئيس التنفيذي، شركة النجمة للتأمين',
    },
  },
};
