/**
 * The DTOs accept exactly the shared request types (`@madar/shared`, contracts/), which the web sends.
 * (the application form's with the spam trap's fields: `Submitted<…>`). `implements` makes the compiler refuse a DTO missing a field of its request or typing one
 * differently; these assertions also refuse a field the request does not name, or an optional/required
 * mismatch; the answer DTOs (the OpenAPI document) describe exactly the shared records. They are checked by
 * `npm run typecheck`, the runtime part being a formality.
 */
import type {
  ApplicationRequest,
  ApplicationStatusRequest,
  JobRequest,
  JobUpdateRequest,
  Submitted,
  SubmissionLanguage,
} from '@madar/shared';
import type { Job, JobApplication, ReplyDraft } from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type { ApplicationDto } from './applications/dto/application.dto';
import type { ReplyDraftDto } from './applications/dto/reply-template.dto';
import type { JobDto } from './jobs/dto/job.dto';
import type { CreateApplicationDto } from './applications/dto/create-application.dto';
import type { UpdateApplicationStatusDto } from './applications/dto/update-application-status.dto';
import type { CreateJobDto } from './jobs/dto/create-job.dto';
import type { UpdateJobDto } from './jobs/dto/update-job.dto';

describe('the recruitment DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreateApplicationDto>().toEqualTypeOf<Submitted<ApplicationRequest & SubmissionLanguage>>();
    expectTypeOf<UpdateApplicationStatusDto>().toEqualTypeOf<ApplicationStatusRequest>();
    expectTypeOf<CreateJobDto>().toEqualTypeOf<JobRequest>();
    expectTypeOf<UpdateJobDto>().toEqualTypeOf<JobUpdateRequest>();
  });

  it('describe exactly the shared records in their answers (the OpenAPI document names every field)', () => {
    expectTypeOf<JobDto>().toEqualTypeOf<Job>();
    expectTypeOf<ApplicationDto>().toEqualTypeOf<JobApplication>();
    expectTypeOf<ReplyDraftDto>().toEqualTypeOf<ReplyDraft>();
  });
});
