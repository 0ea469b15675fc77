/** POST /api/briefs: a client brief (docs/product.md#client-brief), and the admin's status change of one. */
import type { BriefBudget, BriefStatus, BriefTimeline, ProjectType } from '../enums';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

export interface BriefRequest {
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

/** PATCH /api/briefs/:id/status. */
export interface BriefStatusRequest {
  status: BriefStatus;
}
