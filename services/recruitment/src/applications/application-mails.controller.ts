import { apiPath, ERROR_CODES } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { createRecordMailsController } from '@madar/shared/mail';
import { ApplicationsStore } from './applications.store';

/** GET /api/applications/:id/mails and POST /api/applications/:id/mails/:mailId/resend, for recruiters. */
export const ApplicationMailsController = createRecordMailsController({
  path: apiPath('recruitment', 'applications'),
  tag: 'applications',
  area: 'careers',
  recordType: 'application',
  store: ApplicationsStore,
  recordNotFound: () => notFound(ERROR_CODES.APPLICATION_NOT_FOUND, 'Application not found'),
});
