import type { JobRecord } from '../jobs.store';
import { BENGHAZI, FULL_TIME } from './wording';

export const nocTechnician: JobRecord = {
  id: 'noc-technician',
  slug: 'noc-technician',
  title: { en: 'NOC Technician', ar: 'فني مركز عمليات الشبكة' },
  department: { en: 'Network Operations Centre', ar: 'مركز عمليات الشبكة' },
  location: BENGHAZI,
  type: FULL_TIME,
  description: {
    en: 'Watch over the links, servers and security systems we operate for clients across eastern Libya, on a rotating shift pattern. You will be the first to see an alarm and the first to act on it.',
    ar: 'تراقب الوصلات والخوادم والأنظمة الأمنية التي نشغّلها لعملائنا في شرق ليبيا، وفق نظام نوبات متناوبة. وستكون أول من يرصد الإنذار وأول من يتعامل معه.',
  },
  responsibilities: [
    {
      en: 'Monitor network and system alarms and open tickets for every incident',
      ar: 'مراقبة إنذارات الشبكات والأنظمة وفتح تذكرة لكل عطل',
    },
    {
      en: 'Carry out first-line troubleshooting of microwave, fibre and VSAT links',
      ar: 'إجراء التشخيص الأولي لأعطال وصلات الميكروويف والألياف الضوئية وVSAT',
    },
    {
      en: 'Escalate incidents to engineers according to the agreed service levels',
      ar: 'تصعيد الأعطال إلى المهندسين وفق مستويات الخدمة المتفق عليها',
    },
    {
      en: 'Keep clients informed until their service is restored',
      ar: 'إبقاء العملاء على اطلاع حتى استعادة الخدمة',
    },
    {
      en: 'Prepare shift handover notes and daily availability reports',
      ar: 'إعداد ملاحظات تسليم النوبة وتقارير الإتاحة اليومية',
    },
  ],
  requirements: [
    {
      en: 'Diploma or degree in telecommunications, electronics or IT',
      ar: 'دبلوم أو درجة جامعية في الاتصالات أو الإلكترونيات أو تقنية المعلومات',
    },
    {
      en: 'One to two years of experience in a NOC or technical support role',
      ar: 'خبرة من سنة إلى سنتين في مركز عمليات شبكة أو في الدعم الفني',
    },
    {
      en: 'Basic knowledge of TCP/IP, routing and monitoring tools such as Zabbix',
      ar: 'معرفة أساسية ببروتوكولات TCP/IP والتوجيه وأدوات المراقبة مثل Zabbix',
    },
    {
      en: 'Willingness to work night and weekend shifts',
      ar: 'الاستعداد للعمل في النوبات الليلية وأيام العطل الأسبوعية',
    },
    {
      en: 'Calm, clear communication in Arabic and English',
      ar: 'تواصل هادئ وواضح باللغتين العربية والإنجليزية',
    },
  ],
  published: true,
  closesAt: null,
  publishedAt: '2026-10-27T08:30:00.000Z',
  createdAt: '2026-10-26T11:00:00.000Z',
  updatedAt: '2026-10-27T08:30:00.000Z',
};
