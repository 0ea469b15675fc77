import type { Project } from '@madar/shared';

export const alManaraBankBranchSecurity: Project = {
  id: 'al-manara-bank-branch-security',
  category: 'security-systems',
  featured: false,
  date: '2024-11-05',
  duration: { en: '9 months', ar: '9 أشهر' },
  image: '/images/projects/al-manara-bank-branch-security.svg',
  title: { en: 'Unified Security for Bank Branches', ar: 'منظومة أمنية موحّدة لفروع مصرف' },
  client: { en: 'Al-Manara Commercial Bank', ar: 'مصرف المنارة التجاري' },
  description: {
    en: 'Surveillance, access control and alarms for twenty-four branches in Tripoli, Misrata and Benghazi, watched from one monitoring room at head office.',
    ar: 'منظومة مراقبة بالكاميرات وتحكم في الدخول وإنذار لأربعة وعشرين فرعًا في طرابلس ومصراتة وبنغازي، تُتابَع من غرفة مراقبة واحدة في الإدارة العامة.',
  },
  challenge: {
    en: 'Every branch had its own video recorder and its own badge system, none of them compatible. Recordings were often overwritten before anyone asked for them, and head office had no view of what happened in the branches until a manager phoned.',
    ar: 'كان لكل فرع جهاز تسجيل ونظام بطاقات خاص به، ولا يتوافق أي منها مع الآخر. وكثيرًا ما كانت التسجيلات تُمحى قبل أن يطلبها أحد، ولم تكن لدى الإدارة العامة أي رؤية لما يجري في الفروع إلا عندما يتصل مدير الفرع هاتفيًا.',
  },
  solution: {
    en: 'We replaced the analogue cameras with Axis network cameras and brought every branch into one Milestone XProtect system at head office, with ninety days of recordings. HID card readers now protect vaults, server rooms and cash areas, and alarms reach the monitoring room over links secured by Fortinet FortiGate firewalls.',
    ar: 'استبدلنا الكاميرات التناظرية بكاميرات شبكية من Axis، وربطنا جميع الفروع بمنظومة Milestone XProtect واحدة في الإدارة العامة تحتفظ بالتسجيلات تسعين يومًا. وتحمي قارئات بطاقات HID الخزائن وغرف الخوادم ومناطق النقد، وتصل الإنذارات إلى غرفة المراقبة عبر وصلات مؤمّنة بجدران حماية Fortinet FortiGate.',
  },
  results: {
    en: "The security team follows every branch from a single room and can review an incident within minutes. Access rights are granted and withdrawn centrally, and the bank passed its regulator's security inspection without a finding.",
    ar: 'يتابع فريق الأمن جميع الفروع من غرفة واحدة ويستطيع مراجعة أي حادثة خلال دقائق. وتُمنح صلاحيات الدخول وتُسحب مركزيًا، واجتاز المصرف التفتيش الأمني للجهة الرقابية دون أي ملاحظة.',
  },
  technologies: ['Axis network cameras', 'Milestone XProtect', 'HID access control', 'Fortinet FortiGate'],
  testimonial: {
    quote: {
      en: 'We used to learn about incidents from a phone call. Now we see them as they happen, in every branch.',
      ar: 'كنا نعلم بالحوادث من مكالمة هاتفية، أما اليوم فنراها لحظة وقوعها في كل فرع.',
    },
    author: 'Khadija Al-Misrati',
    position: {
      en: 'Head of Security, Al-Manara Commercial Bank',
      ar: 'رئيسة قسم الأمن، مصرف المنارة التجاري',
    },
  },
};
