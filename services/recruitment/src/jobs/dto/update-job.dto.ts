import type { JobUpdateRequest } from '@madar/shared';
import { PartialType } from '@nestjs/swagger';
import { CreateJobDto } from './create-job.dto';

/**
 * PATCH /api/jobs/:id: any of the create fields, each checked as on creation; arrays are replaced
 * whole. A field may be left out but not sent as null (skipNullProperties: false), so no job can lose
 * its title.
 */
export class UpdateJobDto
  extends PartialType(CreateJobDto, { skipNullProperties: false })
  implements JobUpdateRequest {}
