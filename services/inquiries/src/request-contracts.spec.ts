/**
 * The DTOs accept exactly the shared request types (`@madar/shared`, contracts/), which the web sends.
 * (the public forms' with the spam trap's fields: `Submitted<…>`). `implements` makes the compiler refuse a DTO missing a field of its request or typing one
 * differently; these assertions also refuse a field the request does not name, or an optional/required
 * mismatch; the answer DTOs (the OpenAPI document) describe exactly the shared records. They are checked by
 * `npm run typecheck`, the runtime part being a formality.
 */
import type {
  BriefRequest,
  ClientBrief,
  ContactMessage,
  AssigneeRequest,
  BriefStatusRequest,
  ContactMessageRequest,
  ContactStatusRequest,
  NoteRequest,
  ReplyRequest,
  Submitted,
  SubmissionLanguage,
  SubscribeRequest,
} from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type { AssigneeRequestDto, NoteRequestDto, ReplyRequestDto } from '@madar/shared/follow-up';
import type { UpdateContactStatusDto } from './contact/dto/update-contact-status.dto';
import type { BriefDto } from './briefs/dto/brief.dto';
import type { CreateBriefDto } from './briefs/dto/create-brief.dto';
import type { ContactMessageDto } from './contact/dto/contact-message.dto';
import type { UpdateBriefStatusDto } from './briefs/dto/update-brief-status.dto';
import type { CreateContactMessageDto } from './contact/dto/create-contact-message.dto';
import type { SubscribeDto } from './newsletter/dto/subscribe.dto';

describe('the inquiries DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreateBriefDto>().toEqualTypeOf<Submitted<BriefRequest & SubmissionLanguage>>();
    expectTypeOf<UpdateBriefStatusDto>().toEqualTypeOf<BriefStatusRequest>();
    expectTypeOf<CreateContactMessageDto>().toEqualTypeOf<
      Submitted<ContactMessageRequest & SubmissionLanguage>
    >();
    expectTypeOf<SubscribeDto>().toEqualTypeOf<Submitted<SubscribeRequest>>();
    expectTypeOf<UpdateContactStatusDto>().toEqualTypeOf<ContactStatusRequest>();
    expectTypeOf<NoteRequestDto>().toEqualTypeOf<NoteRequest>();
    expectTypeOf<AssigneeRequestDto>().toEqualTypeOf<AssigneeRequest>();
    expectTypeOf<ReplyRequestDto>().toEqualTypeOf<ReplyRequest>();
  });

  it('describe exactly the shared records in their answers (the OpenAPI document names every field)', () => {
    expectTypeOf<BriefDto>().toEqualTypeOf<ClientBrief>();
    expectTypeOf<ContactMessageDto>().toEqualTypeOf<ContactMessage>();
  });
});
