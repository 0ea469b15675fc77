/**
 * A job's history: every save keeps the job as it then was (without its application count); an editor
 * lists the versions, reads one whole and restores it. A restore is an update like any other (the same
 * rules, audit entry and slug handling), so it is also the newest version.
 */
import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Job, type Version, type VersionList } from '@madar/shared';
import { RecordHistory, VersionsStore } from '@madar/shared/data';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { restoreOf } from './job-versions';
import { JobsService } from './jobs.service';
import { type JobRecord, JobsStore } from './jobs.store';

@Injectable()
export class JobVersionsService {
  private readonly history: RecordHistory<JobRecord>;

  constructor(
    versions: VersionsStore,
    store: JobsStore,
    private readonly jobs: JobsService,
  ) {
    this.history = new RecordHistory<JobRecord>(
      versions,
      'job',
      (id) => store.get(id),
      () => notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found'),
    );
  }

  list(id: string): Promise<VersionList> {
    return this.history.list(id);
  }

  get(id: string, versionId: string): Promise<Version<JobRecord>> {
    return this.history.get(id, versionId);
  }

  async restore(id: string, versionId: string, by: AuditSource): Promise<Job> {
    const { state } = await this.history.get(id, versionId);
    return this.jobs.update(id, restoreOf(state), by);
  }
}
