/** The columns of the briefs export: every field, labelled in the admin's language, times in ISO. */
import {
  BRIEF_BUDGET_LABELS,
  BRIEF_STATUS_LABELS,
  BRIEF_TIMELINE_LABELS,
  type ClientBrief,
  type Language,
  PROJECT_TYPE_LABELS,
} from '@madar/shared';
import type { CsvColumn } from '@madar/shared/data';

const HEADERS = {
  companyName: { en: 'Company', ar: 'الشركة' },
  industry: { en: 'Industry', ar: 'القطاع' },
  contactName: { en: 'Contact name', ar: 'اسم جهة الاتصال' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  projectType: { en: 'Project type', ar: 'نوع المشروع' },
  description: { en: 'Project description', ar: 'وصف المشروع' },
  currentChallenges: { en: 'Current challenges', ar: 'التحديات الحالية' },
  goals: { en: 'Goals', ar: 'الأهداف' },
  timeline: { en: 'Timeline', ar: 'الإطار الزمني' },
  budget: { en: 'Budget', ar: 'الميزانية' },
  additionalInfo: { en: 'Additional information', ar: 'معلومات إضافية' },
  status: { en: 'Status', ar: 'الحالة' },
  submittedAt: { en: 'Submitted', ar: 'تاريخ الإرسال' },
} as const;

export const BRIEFS_CSV_FILE = 'client-briefs';

export function briefCsvColumns(lang: Language): CsvColumn<ClientBrief>[] {
  const column = (key: keyof typeof HEADERS, value: CsvColumn<ClientBrief>['value']) => ({
    header: HEADERS[key][lang],
    value,
  });
  return [
    column('companyName', (b) => b.companyName),
    column('industry', (b) => b.industry),
    column('contactName', (b) => b.contactName),
    column('email', (b) => b.email),
    column('phone', (b) => b.phone),
    column('projectType', (b) => PROJECT_TYPE_LABELS[b.projectType]?.[lang] ?? b.projectType),
    column('description', (b) => b.description),
    column('currentChallenges', (b) => b.currentChallenges),
    column('goals', (b) => b.goals),
    column('timeline', (b) => (b.timeline ? BRIEF_TIMELINE_LABELS[b.timeline][lang] : '')),
    column('budget', (b) => (b.budget ? BRIEF_BUDGET_LABELS[b.budget][lang] : '')),
    column('additionalInfo', (b) => b.additionalInfo),
    column('status', (b) => BRIEF_STATUS_LABELS[b.status]?.[lang] ?? b.status),
    column('submittedAt', (b) => b.submittedAt),
  ];
}
