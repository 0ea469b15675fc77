/** `GET /api/contact`: page, search and order (messages have no status). */
import { CONTACT_DEFAULT_SORT, CONTACT_SORT_FIELDS, type ContactSortField } from '@madar/shared';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import { ContactMessageDto } from './contact-message.dto';

export class ListContactQueryDto extends listQueryDto<ContactSortField>({
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: CONTACT_DEFAULT_SORT,
}) {}

export class ContactPageDto extends pageDto(ContactMessageDto, 'ContactPageDto') {}
