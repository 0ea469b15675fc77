import type { JobRecord } from '../jobs.store';
import { BENGHAZI, FULL_TIME } from './wording';

/** A draft: written but not yet published, so only an admin sees it. */
export const vsatFieldEngineer: JobRecord = {
  id: 'vsat-field-engineer',
  slug: 'vsat-field-engineer',
  title: { en: 'VSAT Field Engineer', ar: 'مهندس ميداني لأنظمة الاتصال الفضائي VSAT' },
  department: { en: 'Telecommunications', ar: 'الاتصالات' },
  location: BENGHAZI,
  type: FULL_TIME,
  description: {
    en: 'Install and maintain VSAT terminals at oil-field camps and pumping stations in the Sirte basin and the south. The role is based in Benghazi with field rotations of up to three weeks.',
    ar: 'تتولى تركيب محطات VSAT وصيانتها في معسكرات الحقول النفطية ومحطات الضخ في حوض سرت والجنوب. ومقر العمل في بنغازي مع مناوبات ميدانية تصل مدتها إلى ثلاثة أسابيع.',
  },
  responsibilities: [
    {
      en: 'Install, point and commission satellite antennas and modems',
      ar: 'تركيب الهوائيات الفضائية وأجهزة المودم وضبط توجيهها وتشغيلها',
    },
    {
      en: 'Carry out preventive maintenance and repair faults at remote sites',
      ar: 'تنفيذ الصيانة الوقائية وإصلاح الأعطال في المواقع النائية',
    },
    {
      en: 'Work with the satellite operator and our NOC to bring links back into service',
      ar: 'التنسيق مع مشغّل القمر الصناعي ومركز عمليات الشبكة لدينا لإعادة الوصلات إلى الخدمة',
    },
    {
      en: 'Manage the spare-parts kits kept at each site',
      ar: 'إدارة مخزون قطع الغيار الموجود في كل موقع',
    },
    {
      en: 'Follow the health, safety and environment rules of each oil-field operator',
      ar: 'الالتزام بقواعد الصحة والسلامة والبيئة لدى كل شركة مشغّلة للحقول',
    },
  ],
  requirements: [
    {
      en: "Bachelor's degree in communications or electrical engineering",
      ar: 'درجة البكالوريوس في هندسة الاتصالات أو الهندسة الكهربائية',
    },
    {
      en: 'Three years of experience with VSAT or microwave systems',
      ar: 'خبرة ثلاث سنوات في أنظمة VSAT أو الميكروويف',
    },
    {
      en: 'Valid oil-field safety training, or willingness to obtain it',
      ar: 'تدريب ساري المفعول على السلامة في الحقول النفطية أو الاستعداد للحصول عليه',
    },
    {
      en: 'Fit to work rotations at desert sites',
      ar: 'لياقة تسمح بالعمل بنظام المناوبات في المواقع الصحراوية',
    },
  ],
  published: false,
  closesAt: null,
  publishedAt: null,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-19T15:40:00.000Z',
};
