/** `GET /api/contact`: page, search, status and assignee filters, and order. */
import {
  CONTACT_DEFAULT_SORT,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  type ContactSortField,
  type ContactStatus,
} from '@madar/shared';
import { AssigneeFilterField } from '@madar/shared/follow-up';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import { ContactMessageDto } from './contact-message.dto';

export class ListContactQueryDto extends listQueryDto<ContactSortField, ContactStatus>({
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: CONTACT_DEFAULT_SORT,
  statuses: CONTACT_STATUSES,
}) {
  @AssigneeFilterField()
  assignee?: string;
}

export class ContactPageDto extends pageDto(ContactMessageDto, 'ContactPageDto') {}
