/**
 * A job's history: every save keeps the job as it then was (without its application count); an editor
 * lists the versions, reads one whole and restores it. A restore is an update like any other (the same
 * rules, audit entry and slug handling), so it is also the newest version.
 */
import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Job } from '@madar/shared';
import { RecordVersions, VersionsStore } from '@madar/shared/data';
import { notFound } from '@madar/shared/nest';
import { restoreOf } from './job-versions';
import { JobsService } from './jobs.service';
import { type JobRecord, JobsStore } from './jobs.store';

@Injectable()
export class JobVersionsService extends RecordVersions<JobRecord, Job> {
  constructor(versions: VersionsStore, store: JobsStore, jobs: JobsService) {
    super(versions, {
      type: 'job',
      find: (id) => store.get(id),
      missing: () => notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found'),
      restore: (id, state, by) => jobs.update(id, restoreOf(state), by),
    });
  }
}
