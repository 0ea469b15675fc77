import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Job } from '@madar/shared';
import { notFound } from '@madar/shared/nest';
import { JobsStore } from './jobs.store';

/** Which jobs a list shows: the public site sees published jobs, an admin may ask for all. */
export type JobScope = 'published' | 'all';

/** Newest first: by publication, or by creation for a draft that has never been published. */
function newestFirst(a: Job, b: Job): number {
  const byDate = (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt);
  return byDate !== 0 ? byDate : a.id.localeCompare(b.id);
}

@Injectable()
export class JobsService {
  constructor(private readonly store: JobsStore) {}

  list(scope: JobScope): Job[] {
    const jobs = this.store.list();
    return (scope === 'all' ? jobs : jobs.filter((job) => job.published)).sort(newestFirst);
  }

  /** A published job; a draft is as unknown to the public as a missing id (404 JOB.NOT_FOUND). */
  findPublished(id: string): Job {
    const job = this.store.findById(id);
    if (!job?.published) throw notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found');
    return job;
  }
}
