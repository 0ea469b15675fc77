import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Job } from '@madar/shared';
import { Clock, notFound } from '@madar/shared/nest';
import { ApplicationsStore } from '../applications/applications.store';
import type { CreateJobDto } from './dto/create-job.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { type JobRecord, JobsStore } from './jobs.store';

/** Which jobs a list shows: the public site sees published jobs, an admin may ask for all. */
export type JobScope = 'published' | 'all';

/** Newest first: by publication, or by creation for a draft that has never been published. */
function newestFirst(a: Job, b: Job): number {
  const byDate = (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt);
  return byDate !== 0 ? byDate : a.id.localeCompare(b.id);
}

const jobNotFound = () => notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found');

/** A plain copy of validated input: the DTO instances' nested classes become plain LocalizedText. */
const plain = <T>(value: T): T => structuredClone(value);

@Injectable()
export class JobsService {
  constructor(
    private readonly store: JobsStore,
    private readonly applications: ApplicationsStore,
    private readonly clock: Clock,
  ) {}

  list(scope: JobScope): Job[] {
    const counts = this.applications.countByJob();
    const jobs = this.store.list().map((job) => this.withCount(job, counts));
    return (scope === 'all' ? jobs : jobs.filter((job) => job.published)).sort(newestFirst);
  }

  /** A published job; a draft is as unknown to the public as a missing id (404 JOB.NOT_FOUND). */
  findPublished(id: string): Job {
    const job = this.store.findById(id);
    if (!job?.published) throw jobNotFound();
    return this.withCount(job);
  }

  /** Whether applicants may apply to this job: it exists and is published. */
  isOpen(id: string): boolean {
    return this.store.findById(id)?.published === true;
  }

  /** publishedAt is the creation time when created published, null for a draft. */
  create(input: CreateJobDto): Job {
    const now = this.clock.now().toISOString();
    const job: JobRecord = {
      id: randomUUID(),
      title: plain(input.title),
      department: plain(input.department),
      location: plain(input.location),
      type: plain(input.type),
      description: plain(input.description),
      responsibilities: plain(input.responsibilities),
      requirements: plain(input.requirements),
      published: input.published,
      publishedAt: input.published ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    this.store.add(job);
    return this.withCount(job);
  }

  /**
   * Applies the given fields and refreshes updatedAt. publishedAt is set once, when the job is first
   * published, and kept afterwards (also while it is taken back to draft), so it always tells when the
   * opening was first announced.
   */
  update(id: string, changes: UpdateJobDto): Job {
    const current = this.store.findById(id);
    if (!current) throw jobNotFound();
    const now = this.clock.now().toISOString();
    const next: JobRecord = { ...current, ...plain(definedOnly(changes)), updatedAt: now };
    if (next.published && next.publishedAt === null) next.publishedAt = now;
    if (!this.store.replace(next)) throw jobNotFound();
    return this.withCount(next);
  }

  /**
   * Removes the job. Its applications stay, still carrying its id: they are the applicants' data and the
   * admin decides on them separately (the admin shows their position as 'Unknown Position').
   */
  remove(id: string): void {
    if (!this.store.remove(id)) throw jobNotFound();
  }

  private withCount(job: JobRecord, counts = this.applications.countByJob()): Job {
    return { ...job, applications: counts.get(job.id) ?? 0 };
  }
}

/** The fields actually sent: a PATCH that leaves a field out must not blank it. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
