/** Applications of the month before: already decided, so the dashboard compares two periods. */
import type { SampleApplication } from './sample-application';

export const EARLIER_APPLICATIONS: readonly SampleApplication[] = [
  {
    id: '92104c38-067f-4eff-906a-2af0534f47ad',
    jobId: 'it-support-specialist',
    name: 'فاطمة العبيدي',
    email: 'fatima.alobeidi@example.com',
    position: 'أخصائي دعم تقنية المعلومات',
    experience:
      'سنة واحدة في الدعم الفني لمستخدمي مكتب حكومي في بنغازي، إضافة إلى تدريب صيفي في شركة اتصالات.',
    education: 'بكالوريوس تقنية المعلومات، جامعة بنغازي، 2024.',
    status: 'rejected',
    daysAgo: 34.1,
    resumeName: 'فاطمة العبيدي - السيرة الذاتية.pdf',
    cv: ['Fatima Al-Obeidi', 'IT Support', 'Benghazi, Libya', 'Help desk, 1 year'],
  },
  {
    id: 'ebad77cd-cc7a-4827-9aa6-2728737e586e',
    jobId: 'security-systems-technician',
    name: 'Yousef Ben Ali',
    email: 'yousef.benali@example.net',
    phone: '+218 91 447 2210',
    position: 'Security Systems Technician',
    experience:
      'Six years with a security integrator in Misrata: IP camera networks, video management servers and fire alarm panels for factories and schools.',
    education: 'BSc in Electrical Engineering, Misurata University (2018).',
    coverLetter: 'I would welcome the chance to work on larger projects in Tripoli with your security team.',
    status: 'accepted',
    daysAgo: 44.7,
    resumeName: 'Yousef-Ben-Ali-Resume.pdf',
    cv: ['Yousef Ben Ali', 'Security Systems Technician', 'Misrata, Libya', 'IP CCTV, 6 years'],
  },
  {
    id: '02ae8c0a-a9c5-4d22-9d8d-0a6e0c5c5921',
    jobId: null,
    name: 'Mariam Al-Sharif',
    email: 'mariam.alsharif@example.org',
    position: 'Project Coordinator',
    experience:
      'Two years coordinating installation projects for an engineering contractor in Tripoli: schedules, site teams and client reporting.',
    education: 'BSc in Business Administration, University of Tripoli (2021).',
    status: 'rejected',
    daysAgo: 53.9,
    resumeName: 'Mariam Al-Sharif - CV.pdf',
    cv: ['Mariam Al-Sharif', 'Project Coordinator', 'Tripoli, Libya', 'Project coordination, 2 years'],
  },
];
