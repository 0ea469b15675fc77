import { apiPath, ERROR_CODES } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { createRecordMailsController } from '@madar/shared/mail';
import { BriefsStore } from './briefs.store';

/** GET /api/briefs/:id/mails and POST /api/briefs/:id/mails/:mailId/resend, for the sales team. */
export const BriefMailsController = createRecordMailsController({
  path: apiPath('inquiries', 'briefs'),
  tag: 'briefs',
  area: 'leads',
  recordType: 'brief',
  store: BriefsStore,
  recordNotFound: () => notFound(ERROR_CODES.BRIEF_NOT_FOUND, 'Brief not found'),
});
