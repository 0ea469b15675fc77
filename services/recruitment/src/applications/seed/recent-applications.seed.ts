/** Applications of the last four weeks: mostly still new or being reviewed. */
import type { SampleApplication } from './sample-application';

export const RECENT_APPLICATIONS: readonly SampleApplication[] = [
  {
    id: '5f8c8f66-675a-4b90-a3e4-c6187bd54cc5',
    jobId: 'senior-network-engineer',
    name: 'Mohamed Al-Fitouri',
    email: 'mohamed.alfitouri@example.com',
    phone: '+218 91 234 5678',
    position: 'Senior Network Engineer',
    experience:
      'Seven years in enterprise networking: four at an internet service provider in Tripoli running its MPLS core, then three at an oil services company where I led the SD-WAN roll-out to eleven field sites.',
    education: 'BSc in Electrical and Electronic Engineering, University of Tripoli (2017). CCNP Enterprise.',
    coverLetter:
      'I have followed your bank and oil-sector network projects for some time and would like to bring my design and cut-over experience to your team in Tripoli.',
    status: 'new',
    daysAgo: 1.4,
    resumeName: 'Mohamed-AlFitouri-CV.pdf',
    cv: ['Mohamed Al-Fitouri', 'Senior Network Engineer', 'Tripoli, Libya', 'CCNP Enterprise, 7 years'],
  },
  {
    id: 'f359d143-8c57-484a-9664-a412bfb69ccd',
    jobId: 'full-stack-developer',
    name: 'سلمى بن عمران',
    email: 'salma.benomran@example.net',
    phone: '0925551234',
    position: 'مطوّر برمجيات متكامل (TypeScript)',
    experience:
      'أربع سنوات في تطوير تطبيقات الويب باستخدام TypeScript وReact وNode.js، منها سنتان في شركة ناشئة بطرابلس طوّرتُ فيها بوابة إلكترونية لخدمة العملاء باللغتين العربية والإنجليزية.',
    education: 'بكالوريوس علوم الحاسوب، جامعة طرابلس، 2021.',
    coverLetter:
      'يسعدني التقدم لهذه الوظيفة، فأنا مهتمة ببناء تطبيقات تراعي اللغة العربية منذ التصميم، وأتطلع إلى العمل ضمن فريق يسلّم أعماله بانتظام.',
    status: 'new',
    daysAgo: 3.6,
    resumeName: 'سيرة ذاتية - سلمى بن عمران.pdf',
    cv: ['Salma Ben Omran', 'Full-Stack Developer', 'Tripoli, Libya', 'TypeScript, React, Node.js'],
  },
  {
    id: '2571a594-6abb-480e-bdbe-5cbb51e5bad9',
    jobId: 'noc-technician',
    name: 'Khaled Al-Mabrouk',
    email: 'k.almabrouk@example.org',
    position: 'NOC Technician',
    experience:
      'Two years as a network operations technician at a mobile operator in Benghazi, on rotating shifts: alarm monitoring, first-line fault handling and ticket escalation.',
    education:
      'Higher Diploma in Communications Technology, Higher Institute of Science and Technology, Benghazi.',
    status: 'in-review',
    daysAgo: 6.2,
    resumeName: 'Khaled_Almabrouk_Resume.pdf',
    cv: ['Khaled Al-Mabrouk', 'NOC Technician', 'Benghazi, Libya', 'Shift monitoring, 2 years'],
  },
  {
    id: '31a8facb-51f4-412c-9c12-d5416d11f6da',
    jobId: null,
    name: 'هدى الترهوني',
    email: 'huda.altarhouni@example.com',
    phone: '+218 94 765 4321',
    position: 'مهندسة خدمات سحابية',
    experience:
      'ثلاث سنوات في إدارة الخوادم والأنظمة الافتراضية لدى مصرف في طرابلس، شاركتُ خلالها في نقل أنظمة داخلية إلى سحابة خاصة وفي إعداد خطط النسخ الاحتياطي والتعافي من الكوارث.',
    education: 'بكالوريوس هندسة الحاسوب، جامعة مصراتة، 2020، وشهادة AWS Solutions Architect Associate.',
    coverLetter:
      'لم أجد وظيفة شاغرة تناسب تخصصي حاليًا، لكنني علمت أن شركتكم أطلقت خدمات سحابية، وأرغب في أن أكون ضمن فريقها عند توسّعه.',
    status: 'in-review',
    daysAgo: 10.5,
    resumeName: 'Huda-Altarhouni.pdf',
    cv: ['Huda Al-Tarhouni', 'Cloud Services Engineer', 'Tripoli, Libya', 'AWS Solutions Architect'],
  },
  {
    id: 'c4688025-ef24-4045-9bf0-9b20865727cd',
    jobId: 'it-support-specialist',
    name: 'Omar Al-Zawi',
    email: 'omar.alzawi@example.net',
    phone: '+218 92 310 8877',
    position: 'IT Support Specialist',
    experience:
      'Three years of desktop and user support for a hospital in Benghazi: 300 workstations, printers, Active Directory accounts and the help-desk queue.',
    education: 'BSc in Information Technology, University of Benghazi (2022). CompTIA A+.',
    status: 'interview',
    daysAgo: 15.3,
    resumeName: 'Omar Al-Zawi CV.pdf',
    cv: ['Omar Al-Zawi', 'IT Support Specialist', 'Benghazi, Libya', 'CompTIA A+, 3 years'],
  },
  {
    id: 'df6901f6-8cdf-4d1a-87cd-82e603f48627',
    jobId: 'security-systems-technician',
    name: 'Ahmed Al-Werfalli',
    email: 'ahmed.werfalli@example.org',
    phone: '091-555-0199',
    position: 'Security Systems Technician',
    experience:
      'Five years installing CCTV, access control and intrusion alarm systems for commercial buildings and a port operator in Tripoli.',
    education: 'Diploma in Electronics, Higher Institute of Electronics, Bani Walid.',
    coverLetter:
      'I am available to start at once and I am comfortable with site work across Tripoli and the surrounding cities.',
    status: 'interview',
    daysAgo: 23.8,
    resumeName: 'ahmed_werfalli_cv.pdf',
    cv: ['Ahmed Al-Werfalli', 'Security Systems Technician', 'Tripoli, Libya', 'CCTV and access control'],
  },
];
