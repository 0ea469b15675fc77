import { apiPath, ERROR_CODES } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { createRecordMailsController } from '@madar/shared/mail';
import { ContactStore } from './contact.store';

/** GET /api/contact/:id/mails and POST /api/contact/:id/mails/:mailId/resend, for the sales team. */
export const ContactMailsController = createRecordMailsController({
  path: apiPath('inquiries', 'contact'),
  tag: 'contact',
  area: 'leads',
  recordType: 'contact_message',
  store: ContactStore,
  recordNotFound: () => notFound(ERROR_CODES.CONTACT_NOT_FOUND, 'Message not found'),
});
