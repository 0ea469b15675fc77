import type { BriefStatus, ClientBrief } from '@madar/shared';
import { api } from '@/lib/api-client';

/** PATCH /api/briefs/:id/status (admin): any status, in any order; answers the updated brief. */
export function updateBriefStatus(id: string, status: BriefStatus): Promise<ClientBrief> {
  return api.patch<ClientBrief>(`/briefs/${encodeURIComponent(id)}/status`, { status });
}

/** DELETE /api/briefs/:id (admin). */
export function deleteBrief(id: string): Promise<void> {
  return api.delete(`/briefs/${encodeURIComponent(id)}`);
}
