import { apiPath, BRIEF_STATUSES, type BriefStatus, type ClientBrief, ERROR_CODES } from '@madar/shared';
import { createLeadFollowUpController } from '@madar/shared/follow-up';
import { notFound } from '@madar/shared/nest';
import { BRIEFS_PANEL_PATH } from './brief-mails';
import { BriefsStore } from './briefs.store';
import { BriefDto } from './dto/brief.dto';

/**
 * GET /api/briefs/:id, POST /api/briefs/:id/notes, PATCH /api/briefs/:id/assignee,
 * POST /api/briefs/:id/replies and POST /api/briefs/bulk, for the sales team.
 */
export const BriefFollowUpController = createLeadFollowUpController<ClientBrief, BriefStatus>({
  path: apiPath('inquiries', 'briefs'),
  tag: 'briefs',
  area: 'leads',
  kind: 'brief',
  store: BriefsStore,
  recordNotFound: () => notFound(ERROR_CODES.BRIEF_NOT_FOUND, 'Brief not found'),
  statuses: BRIEF_STATUSES,
  record: BriefDto,
  sender: (brief) => ({ email: brief.email, name: brief.contactName }),
  title: (brief) => brief.companyName,
  panelPath: BRIEFS_PANEL_PATH,
});
