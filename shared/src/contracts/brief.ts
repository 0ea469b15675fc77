/**
 * A client brief (docs/product.md#client-brief): its timelines, budgets and statuses with their labels
 * (for what the service writes itself, the CSV export; the web's screens use their translation files),
 * POST /api/briefs and its limits, the record, the admin list's sort fields and the status change.
 */
import type { LocalizedText } from '../localized-text';
import type { LeadFields } from './follow-up';
import type { ConsentGiven, ConsentRequest } from './privacy';
import type { ProjectType } from './project';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

export const BRIEF_TIMELINES = ['urgent', 'short', 'medium', 'long', 'flexible'] as const;
export type BriefTimeline = (typeof BRIEF_TIMELINES)[number];

export const BRIEF_BUDGETS = ['small', 'medium', 'large', 'enterprise', 'undetermined'] as const;
export type BriefBudget = (typeof BRIEF_BUDGETS)[number];

export const BRIEF_STATUSES = ['new', 'in-progress', 'completed', 'rejected'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export interface BriefRequest extends ConsentRequest {
  companyName: string;
  industry: string;
  contactName: string;
  email: string;
  phone?: string;
  projectType: ProjectType;
  description: string;
  currentChallenges?: string;
  goals: string;
  timeline?: BriefTimeline;
  budget?: BriefBudget;
  additionalInfo?: string;
}

export const BRIEF_LIMITS = {
  companyName: SHORT_TEXT_MAX,
  industry: SHORT_TEXT_MAX,
  contactName: SHORT_TEXT_MAX,
  description: LONG_TEXT_MAX,
  currentChallenges: LONG_TEXT_MAX,
  goals: LONG_TEXT_MAX,
  additionalInfo: LONG_TEXT_MAX,
} as const satisfies FieldLimits<BriefRequest>;

/**
 * A brief as sent (BriefRequest), with what the service adds (the consent it was sent with, when
 * given) and its follow-up's fields.
 */
export interface ClientBrief extends Omit<BriefRequest, 'consent'>, LeadFields, ConsentGiven {
  id: string;
  status: BriefStatus;
  submittedAt: string;
}

export const BRIEF_SORT_FIELDS = ['submittedAt', 'companyName', 'contactName', 'status'] as const;
export type BriefSortField = (typeof BRIEF_SORT_FIELDS)[number];
export const BRIEF_DEFAULT_SORT = 'submittedAt:desc' as const;

export const BRIEF_STATUS_LABELS: Record<BriefStatus, LocalizedText> = {
  new: { en: 'New', ar: 'جديد' },
  'in-progress': { en: 'In Progress', ar: 'قيد التنفيذ' },
  completed: { en: 'Completed', ar: 'مكتمل' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
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

/** PATCH /api/briefs/:id/status. */
export interface BriefStatusRequest {
  status: BriefStatus;
}
