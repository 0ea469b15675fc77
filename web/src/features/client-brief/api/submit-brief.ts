import type { BriefRequest, Submitted } from '@madar/shared';
import { api } from '@/lib/api-client';

/** POST /api/briefs: stores the brief with status "new"; answers `{ success, id }`. */
export function submitBrief(input: Submitted<BriefRequest>): Promise<{ success: true; id: string }> {
  return api.post('/briefs', input);
}
