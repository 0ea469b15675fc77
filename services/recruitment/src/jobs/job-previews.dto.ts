import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, ValidateIf } from 'class-validator';
import type { JobPreview, JobPreviewLink, JobPreviewRequest } from '@madar/shared';
import { CreateJobDto } from './dto/create-job.dto';
import { JobDto } from './dto/job.dto';
import { JOB_ID_PATTERN } from './job-id';

/**
 * POST /api/jobs/previews: a job exactly as a save takes it (so it is validated and sanitised the same
 * way), and the id of the job being edited.
 */
export class CreateJobPreviewDto extends CreateJobDto implements JobPreviewRequest {
  @ApiPropertyOptional({
    pattern: JOB_ID_PATTERN.source,
    description:
      "The job being edited (a seeded job's id reads like a slug, a new one's is a UUID): the preview keeps " +
      'its id, address and times, and takes the body as an update of it. Absent for a new job',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsString()
  @Matches(JOB_ID_PATTERN, { message: 'id must be a job id' })
  id?: string;
}

class PreviewUrlsDto {
  @ApiProperty({ example: '/careers/noc-technician?preview=Zm9v…' })
  en!: string;

  @ApiProperty({ example: '/ar/careers/noc-technician?preview=Zm9v…' })
  ar!: string;
}

export class JobPreviewLinkDto implements JobPreviewLink {
  @ApiProperty({
    description: '32 random bytes, base64url: whoever holds it sees the preview until it expires',
  })
  token!: string;

  @ApiProperty({ format: 'date-time', description: 'When the preview stops opening (PREVIEW_TTL_MINUTES)' })
  expiresAt!: string;

  @ApiProperty({
    type: PreviewUrlsDto,
    description:
      "The job's public page per language, with ?preview=<token> (site paths); for a new job, the address " +
      'its English title would give it',
  })
  urls!: PreviewUrlsDto;
}

export class JobPreviewDto implements JobPreview {
  @ApiProperty({ type: JobDto, description: 'The job as its public page would show it, once saved' })
  job!: JobDto;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}
