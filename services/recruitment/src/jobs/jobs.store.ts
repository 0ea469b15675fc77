/**
 * Where jobs live. The service sees only this interface, so a database-backed store can replace the
 * in-memory one without touching the rules or the controller. Issue 3 adds the writes (create, update,
 * delete) and the application count next to these reads.
 */
import type { Job } from '@madar/shared';

export abstract class JobsStore {
  /** Every job, drafts included, in no particular order. */
  abstract list(): Job[];
  abstract findById(id: string): Job | undefined;
}

export class InMemoryJobsStore extends JobsStore {
  private readonly jobs = new Map<string, Job>();

  constructor(seed: readonly Job[] = []) {
    super();
    for (const job of seed) {
      if (this.jobs.has(job.id)) throw new Error(`Duplicate job id in the seed: ${job.id}`);
      this.jobs.set(job.id, structuredClone(job));
    }
  }

  // Copies out, so that a caller changing a returned job cannot change the store behind its back.
  list(): Job[] {
    return [...this.jobs.values()].map((job) => structuredClone(job));
  }

  findById(id: string): Job | undefined {
    const job = this.jobs.get(id);
    return job && structuredClone(job);
  }
}
