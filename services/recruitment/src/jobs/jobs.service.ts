import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ERROR_CODES, isJobClosed, type Job, jobToday, type LocalizedText, type Page } from '@madar/shared';
import { type AuditSource, auditStamp, badRequest, Clock, notFound } from '@madar/shared/nest';
import type { CreateJobDto } from './dto/create-job.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { type JobChanges, type JobListQuery, type JobRecord, JobsStore } from './jobs.store';

const jobNotFound = () => notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found');

/** A plain copy of validated input: the DTO instances' nested classes become plain LocalizedText. */
const plain = <T>(value: T): T => structuredClone(value);

/** The fields actually sent: a PATCH that leaves a field out must not blank it. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Whether a job takes applications: `unknown` also covers a draft, which visitors cannot see. */
export type JobAvailability = 'open' | 'closed' | 'unknown';

/**
 * The rules of job openings: the public sees published jobs only, newest first; the admin lists,
 * creates, edits and deletes them. publishedAt tells when an opening was first announced.
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly store: JobsStore,
    private readonly clock: Clock,
  ) {}

  /** The careers page: every published job, newest publication first. */
  listPublished(): Promise<Job[]> {
    return this.store.listPublished();
  }

  /** The admin list: one page, drafts included unless filtered. */
  list(query: JobListQuery): Promise<Page<Job>> {
    return this.store.list(query);
  }

  /** A published job; a draft is as unknown to the public as a missing id (404 JOB.NOT_FOUND). */
  async findPublished(id: string): Promise<Job> {
    const job = await this.store.get(id);
    if (!job?.published) throw jobNotFound();
    return job;
  }

  /** Any job, drafts included: the admin's view of one job. */
  async find(id: string): Promise<Job> {
    const job = await this.store.get(id);
    if (!job) throw jobNotFound();
    return job;
  }

  /** Applicants may apply to a published job until its closing day is over. */
  async availability(id: string): Promise<JobAvailability> {
    const job = await this.store.get(id);
    if (!job?.published) return 'unknown';
    return isJobClosed(job, this.clock.now()) ? 'closed' : 'open';
  }

  /** The job's title, undefined when no job has this id (any more). */
  async title(id: string): Promise<LocalizedText | undefined> {
    return (await this.store.get(id))?.title;
  }

  /**
   * publishedAt is the creation time when created published, null for a draft. A new job may not close
   * before today (a typo, most likely); an edit may set a past date, to close an opening early, and the
   * editor sends every field again, so a job already closed stays editable.
   */
  async create(input: CreateJobDto, by: AuditSource): Promise<Job> {
    const today = jobToday(this.clock.now());
    if (input.closesAt && input.closesAt < today) {
      throw badRequest(
        [`closesAt must not be before today (${today})`],
        [{ field: 'closesAt', rule: 'notBeforeToday', params: { today } }],
      );
    }
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
      closesAt: input.closesAt ?? null,
      publishedAt: input.published ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    return this.store.create(job, auditStamp(by, this.clock));
  }

  /**
   * Applies the given fields and refreshes updatedAt. publishedAt is set once, when the job is first
   * published, and kept afterwards (also while it is taken back to draft), so it always tells when the
   * opening was first announced.
   */
  async update(id: string, input: UpdateJobDto, by: AuditSource): Promise<Job> {
    const current = await this.store.get(id);
    if (!current) throw jobNotFound();
    const now = this.clock.now().toISOString();
    const changes: JobChanges = { ...plain(definedOnly(input)), updatedAt: now };
    if ((changes.published ?? current.published) && current.publishedAt === null) changes.publishedAt = now;
    const updated = await this.store.update(id, changes, auditStamp(by, this.clock));
    if (!updated) throw jobNotFound();
    return updated;
  }

  /**
   * Removes the job. Its applications stay, still carrying its id: they are the applicants' data and the
   * admin decides on them separately (the admin shows their position as 'Unknown Position').
   */
  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw jobNotFound();
  }
}
