import {
  apiPath,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  ERROR_CODES,
} from '@madar/shared';
import { createLeadFollowUpController } from '@madar/shared/follow-up';
import { notFound } from '@madar/shared/nest';
import { MESSAGES_PANEL_PATH } from './contact-mails';
import { ContactStore } from './contact.store';
import { ContactMessageDto } from './dto/contact-message.dto';

/**
 * GET /api/contact/:id, POST /api/contact/:id/notes, PATCH /api/contact/:id/assignee,
 * POST /api/contact/:id/replies and POST /api/contact/bulk, for the sales team.
 */
export const ContactFollowUpController = createLeadFollowUpController<ContactMessage, ContactStatus>({
  path: apiPath('inquiries', 'contact'),
  tag: 'contact',
  area: 'leads',
  kind: 'contact_message',
  store: ContactStore,
  recordNotFound: () => notFound(ERROR_CODES.CONTACT_NOT_FOUND, 'Message not found'),
  statuses: CONTACT_STATUSES,
  record: ContactMessageDto,
  sender: (message) => ({ email: message.email, name: message.name }),
  title: (message) => message.subject,
  panelPath: MESSAGES_PANEL_PATH,
});
