import type { JobRecord } from '../jobs.store';
import { FULL_TIME, TRIPOLI } from './wording';

export const seniorNetworkEngineer: JobRecord = {
  id: 'senior-network-engineer',
  slug: 'senior-network-engineer',
  title: { en: 'Senior Network Engineer', ar: 'مهندس شبكات أول' },
  department: { en: 'Network Engineering', ar: 'هندسة الشبكات' },
  location: TRIPOLI,
  type: FULL_TIME,
  description: {
    en: 'Lead the design and delivery of enterprise networks for banks, oil companies and public institutions across western Libya. You will own projects from the first site survey to the final handover and mentor the engineers who work with you.',
    ar: 'تقود تصميم الشبكات المؤسسية وتنفيذها لصالح المصارف وشركات النفط والمؤسسات العامة في غرب ليبيا. وتتولى المشاريع من المسح الميداني الأول حتى التسليم النهائي، وتوجّه المهندسين العاملين معك.',
  },
  responsibilities: [
    {
      en: 'Design LAN, WAN and SD-WAN solutions and produce the bill of materials',
      ar: 'تصميم حلول الشبكات المحلية والواسعة وشبكات SD-WAN وإعداد قائمة المواد',
    },
    {
      en: 'Configure and commission routers, switches and firewalls on client sites',
      ar: 'إعداد الموجّهات والمبدّلات والجدران النارية وتشغيلها في مواقع العملاء',
    },
    {
      en: 'Plan and run cut-overs outside working hours with a tested rollback plan',
      ar: 'تخطيط عمليات التحويل وتنفيذها خارج ساعات العمل مع خطة تراجع مُختبرة',
    },
    {
      en: 'Write design documents, test reports and as-built documentation',
      ar: 'كتابة وثائق التصميم وتقارير الاختبار ووثائق التنفيذ الفعلي',
    },
    {
      en: 'Act as the third line of escalation for the support and NOC teams',
      ar: 'العمل مستوى تصعيد ثالثًا لفريقي الدعم الفني ومركز عمليات الشبكة',
    },
  ],
  requirements: [
    {
      en: "Bachelor's degree in communications, electrical or computer engineering",
      ar: 'درجة البكالوريوس في هندسة الاتصالات أو الهندسة الكهربائية أو هندسة الحاسوب',
    },
    {
      en: 'At least six years of hands-on experience with enterprise networks',
      ar: 'خبرة عملية لا تقل عن ست سنوات في الشبكات المؤسسية',
    },
    {
      en: 'CCNP Enterprise or an equivalent certification',
      ar: 'شهادة CCNP Enterprise أو شهادة معادلة',
    },
    {
      en: 'Solid knowledge of BGP, OSPF, VLANs and IPsec VPNs',
      ar: 'معرفة متينة ببروتوكولات BGP وOSPF وبالشبكات الافتراضية VLAN وشبكات IPsec VPN',
    },
    {
      en: 'Fluent Arabic and good written English',
      ar: 'إتقان اللغة العربية وإجادة الكتابة باللغة الإنجليزية',
    },
  ],
  published: true,
  closesAt: null,
  publishedAt: '2026-11-10T08:00:00.000Z',
  createdAt: '2026-11-09T13:20:00.000Z',
  updatedAt: '2026-11-10T08:00:00.000Z',
};
