/** The columns of the briefs export: every field, labelled in the admin's language, times in ISO. */
import {
  BRIEF_BUDGET_LABELS,
  BRIEF_STATUS_LABELS,
  BRIEF_TIMELINE_LABELS,
  type ClientBrief,
  type Language,
  type LocalizedText,
  PROJECT_TYPE_LABELS,
} from '@madar/shared';
import type { CsvColumn, CsvValue } from '@madar/shared/data';

/** Every field but the id, in the file's column order. */
type ExportedField = Exclude<keyof ClientBrief, 'id'>;

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
  language: { en: 'Language', ar: 'اللغة' },
  assignee: { en: 'Assigned to', ar: 'مُسند إلى' },
  consentGivenAt: { en: 'Consent given', ar: 'تاريخ الموافقة' },
  consentVersion: { en: 'Consent text version', ar: 'إصدار نص الموافقة' },
} as const satisfies Record<ExportedField, LocalizedText>;

export const BRIEFS_CSV_FILE = 'client-briefs';

/** Each field's cell; a field added to the brief is a compile error here until it has a header and a cell. */
const cell = (lang: Language): Record<ExportedField, (brief: ClientBrief) => CsvValue> => ({
  companyName: (b) => b.companyName,
  industry: (b) => b.industry,
  contactName: (b) => b.contactName,
  email: (b) => b.email,
  phone: (b) => b.phone,
  projectType: (b) => PROJECT_TYPE_LABELS[b.projectType]?.[lang] ?? b.projectType,
  description: (b) => b.description,
  currentChallenges: (b) => b.currentChallenges,
  goals: (b) => b.goals,
  timeline: (b) => (b.timeline ? BRIEF_TIMELINE_LABELS[b.timeline][lang] : ''),
  budget: (b) => (b.budget ? BRIEF_BUDGET_LABELS[b.budget][lang] : ''),
  additionalInfo: (b) => b.additionalInfo,
  status: (b) => BRIEF_STATUS_LABELS[b.status]?.[lang] ?? b.status,
  submittedAt: (b) => b.submittedAt,
  language: (b) => b.language,
  assignee: (b) => b.assignee?.name,
  consentGivenAt: (b) => b.consentGivenAt,
  consentVersion: (b) => b.consentVersion,
});

export function briefCsvColumns(lang: Language): CsvColumn<ClientBrief>[] {
  const cells = cell(lang);
  return (Object.keys(HEADERS) as ExportedField[]).map((field) => ({
    header: HEADERS[field][lang],
    value: cells[field],
  }));
}
