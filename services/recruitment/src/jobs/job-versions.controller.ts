/** A job's history: the same staff who edit jobs read and restore it. */
import { apiPath } from '@madar/shared';
import { createVersionsController } from '@madar/shared/data';
import { JobDto } from './dto/job.dto';
import { JobVersionDto } from './dto/job-version.dto';
import { JobVersionsService } from './job-versions.service';

export const JobVersionsController = createVersionsController({
  path: apiPath('recruitment', 'jobs'),
  tag: 'jobs',
  area: 'careers',
  noun: 'job',
  history: JobVersionsService,
  version: JobVersionDto,
  record: JobDto,
  notFound: 'JOB.NOT_FOUND: no job has this id',
  stateNote: 'without its application count',
});
