import type { BriefRequest, Submitted, SubmissionLanguage } from '@madar/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/briefs: stores the brief with status "new"; answers `{ success, id }`. The page's language
 * goes with it: the visitor's confirmation mail is written in it.
 */
export function submitBrief(
  input: Submitted<BriefRequest> & SubmissionLanguage,
): Promise<{ success: true; id: string }> {
  return api.post('/briefs', { language: currentLanguage(), ...input });
}
