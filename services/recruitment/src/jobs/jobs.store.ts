/**
 * Where jobs live. The service sees only this interface, so a database-backed store can replace the
 * in-memory one without touching the rules or the controller. A job's application count is not stored:
 * the service computes it from the applications when it answers.
 */
import type { Job } from '@madar/shared';

/** A job as stored: everything but the computed application count. */
export type JobRecord = Omit<Job, 'applications'>;

export abstract class JobsStore {
  /** Every job, drafts included, in no particular order. */
  abstract list(): JobRecord[];
  abstract findById(id: string): JobRecord | undefined;
  /** Adds a job whose id is not yet taken. */
  abstract add(job: JobRecord): void;
  /** Replaces the job with the same id; false when there is none. */
  abstract replace(job: JobRecord): boolean;
  /** False when there was no such job. */
  abstract remove(id: string): boolean;
}

export class InMemoryJobsStore extends JobsStore {
  private readonly jobs = new Map<string, JobRecord>();

  constructor(seed: readonly JobRecord[] = []) {
    super();
    for (const job of seed) {
      if (this.jobs.has(job.id)) throw new Error(`Duplicate job id in the seed: ${job.id}`);
      this.jobs.set(job.id, structuredClone(job));
    }
  }

  // Copies in and out, so that a caller changing a job it holds cannot change the store behind its back.
  list(): JobRecord[] {
    return [...this.jobs.values()].map((job) => structuredClone(job));
  }

  findById(id: string): JobRecord | undefined {
    const job = this.jobs.get(id);
    return job && structuredClone(job);
  }

  add(job: JobRecord): void {
    if (this.jobs.has(job.id)) throw new Error(`Job id already taken: ${job.id}`);
    this.jobs.set(job.id, structuredClone(job));
  }

  replace(job: JobRecord): boolean {
    if (!this.jobs.has(job.id)) return false;
    this.jobs.set(job.id, structuredClone(job));
    return true;
  }

  remove(id: string): boolean {
    return this.jobs.delete(id);
  }
}
