import type { BriefBudget, BriefTimeline, ProjectType } from '@madar/shared';
import { api } from '@/lib/api-client';

export interface BriefInput {
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

/** POST /api/briefs: stores the brief with status "new"; answers `{ success, id }`. */
export function submitBrief(input: BriefInput): Promise<{ success: true; id: string }> {
  return api.post('/briefs', input);
}
