/**
 * Labels of the admin's enum values and fields in both languages, for what the services write
 * themselves (CSV exports). The web's screens use their translation files.
 */
import type { LocalizedText } from './localized-text';
import type { ApplicationStatus, BriefBudget, BriefStatus, BriefTimeline, ProjectType } from './enums';

export const BRIEF_STATUS_LABELS: Record<BriefStatus, LocalizedText> = {
  new: { en: 'New', ar: 'جديد' },
  'in-progress': { en: 'In Progress', ar: 'قيد التنفيذ' },
  completed: { en: 'Completed', ar: 'مكتمل' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
};

export const PROJECT_TYPE_LABELS: Record<ProjectType, LocalizedText> = {
  'it-infrastructure': { en: 'IT Infrastructure', ar: 'البنية التحتية لتقنية المعلومات' },
  telecommunications: { en: 'Telecommunications', ar: 'الاتصالات' },
  networking: { en: 'Networking', ar: 'الشبكات' },
  'security-systems': { en: 'Security Systems', ar: 'الأنظمة الأمنية' },
  'software-development': { en: 'Software Development', ar: 'تطوير البرمجيات' },
  consulting: { en: 'IT Consulting', ar: 'الاستشارات التقنية' },
  other: { en: 'Other', ar: 'أخرى' },
};

export const BRIEF_TIMELINE_LABELS: Record<BriefTimeline, LocalizedText> = {
  urgent: { en: 'Urgent (under 1 month)', ar: 'عاجل (أقل من شهر)' },
  short: { en: 'Short (1–3 months)', ar: 'قصير (1–3 أشهر)' },
  medium: { en: 'Medium (3–6 months)', ar: 'متوسط (3–6 أشهر)' },
  long: { en: 'Long (over 6 months)', ar: 'طويل (أكثر من 6 أشهر)' },
  flexible: { en: 'Flexible', ar: 'مرن' },
};

export const BRIEF_BUDGET_LABELS: Record<BriefBudget, LocalizedText> = {
  small: { en: 'Small', ar: 'صغيرة' },
  medium: { en: 'Medium', ar: 'متوسطة' },
  large: { en: 'Large', ar: 'كبيرة' },
  enterprise: { en: 'Enterprise', ar: 'مؤسسية' },
  undetermined: { en: 'Not yet determined', ar: 'لم تُحدَّد بعد' },
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, LocalizedText> = {
  new: { en: 'New', ar: 'جديد' },
  'in-review': { en: 'In Review', ar: 'قيد المراجعة' },
  interview: { en: 'Interview', ar: 'مقابلة' },
  accepted: { en: 'Accepted', ar: 'مقبول' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
};
