/**
 * The DTOs accept exactly the shared request types (`@madar/shared`, contracts/), which the web sends.
 * `implements` makes the compiler refuse a DTO missing a field of its request or typing one
 * differently; these assertions also refuse a field the request does not name, or an optional/required
 * mismatch. They are checked by `npm run typecheck`, the runtime part being a formality.
 */
import type {
  BriefRequest,
  BriefStatusRequest,
  ContactMessageRequest,
  SubscribeRequest,
} from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type { CreateBriefDto } from './briefs/dto/create-brief.dto';
import type { UpdateBriefStatusDto } from './briefs/dto/update-brief-status.dto';
import type { CreateContactMessageDto } from './contact/dto/create-contact-message.dto';
import type { SubscribeDto } from './newsletter/dto/subscribe.dto';

describe('the inquiries DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreateBriefDto>().toEqualTypeOf<BriefRequest>();
    expectTypeOf<UpdateBriefStatusDto>().toEqualTypeOf<BriefStatusRequest>();
    expectTypeOf<CreateContactMessageDto>().toEqualTypeOf<ContactMessageRequest>();
    expectTypeOf<SubscribeDto>().toEqualTypeOf<SubscribeRequest>();
  });
});
