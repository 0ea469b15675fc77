import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ERROR_CODES, isJobClosed, type Job, jobToday, type LocalizedText, type Page } from '@madar/shared';
import { type AuditSource, auditStamp, badRequest, Clock, notFound } from '@madar/shared/nest';
import type { CreateJobDto } from './dto/create-job.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { firstFreeSlug } from '@madar/shared';
import { jobScheduleAfterWrite } from './job-schedule.rules';
import { slugFromTitle } from './job-slug';
import {
  isPastCloseAt,
  type JobChanges,
  type JobListQuery,
  type JobRecord,
  JobSlugTaken,
  JobsStore,
} from './jobs.store';

const jobNotFound = () => notFound(ERROR_CODES.JOB_NOT_FOUND, 'Job not found');

/** Writes that lose a slug to a job saved at the same moment try the next free one, this many times. */
const SLUG_ATTEMPTS = 5;

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

  /** The careers page: every published job, newest publication first; none past its closeAt. */
  listPublished(): Promise<Job[]> {
    return this.store.listPublished(this.clock.now());
  }

  /** The admin list: one page, drafts included unless filtered. */
  list(query: JobListQuery): Promise<Page<Job>> {
    return this.store.list(query);
  }

  /**
   * A published job by its id, its slug or a slug it held before (the page moves to its current address);
   * a draft is as unknown to the public as a missing one (404 JOB.NOT_FOUND).
   */
  async findPublished(address: string): Promise<Job> {
    const job = await this.store.getByAddress(address);
    // Past its closeAt the job is off the site, even before the scheduled task has unpublished it.
    if (!job?.published || isPastCloseAt(job, this.clock.now())) throw jobNotFound();
    return job;
  }

  /** Any job, drafts included, by id or slug: the admin's view of one job. */
  async find(address: string): Promise<Job> {
    const job = await this.store.getByAddress(address);
    if (!job) throw jobNotFound();
    return job;
  }

  /** Applicants may apply to a published job until its closing day is over. */
  async availability(id: string): Promise<JobAvailability> {
    const job = await this.store.get(id);
    if (!job?.published || isPastCloseAt(job, this.clock.now())) return 'unknown';
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
    const job = this.newJob(input, randomUUID());
    const stamp = auditStamp(by, this.clock);
    return this.withFreeSlug(job.slug, job.id, (slug) => this.store.create({ ...job, slug }, stamp));
  }

  /** The job a create of `input` stores (but for a taken slug's suffix); 400 as create refuses it. */
  private newJob(input: CreateJobDto, id: string): JobRecord {
    const today = jobToday(this.clock.now());
    if (input.closesAt && input.closesAt < today) {
      throw badRequest(
        [`closesAt must not be before today (${today})`],
        [{ field: 'closesAt', rule: 'notBeforeToday', params: { today } }],
      );
    }
    const schedule = jobScheduleAfterWrite(input, {}, input.published, this.clock.now());
    const now = this.clock.now().toISOString();
    return {
      id,
      slug: slugFromTitle(input.title.en, id),
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
      ...schedule,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Applies the given fields and refreshes updatedAt. publishedAt is set once, when the job is first
   * published, and kept afterwards (also while it is taken back to draft), so it always tells when the
   * opening was first announced. Until then the slug follows the English title; from then on it stays, so
   * an address visitors may have shared never moves (a renamed opening keeps its address).
   */
  async update(id: string, input: UpdateJobDto, by: AuditSource): Promise<Job> {
    const current = await this.store.get(id);
    if (!current) throw jobNotFound();
    const { changes, retitled } = this.changesTo(current, input);
    const stamp = auditStamp(by, this.clock);
    const updated = retitled
      ? await this.withFreeSlug(retitled, id, (slug) => this.store.update(id, { ...changes, slug }, stamp))
      : await this.store.update(id, changes, stamp);
    if (!updated) throw jobNotFound();
    return updated;
  }

  /** What an update of `current` with `input` changes, and the slug it asks for when it retitles a draft. */
  private changesTo(current: Job, input: UpdateJobDto): { changes: JobChanges; retitled?: string } {
    const now = this.clock.now().toISOString();
    const published = input.published ?? current.published;
    const schedule = jobScheduleAfterWrite(input, current, published, this.clock.now());
    const changes: JobChanges = { ...plain(definedOnly(input)), ...schedule, updatedAt: now };
    if ((changes.published ?? current.published) && current.publishedAt === null) changes.publishedAt = now;
    const wanted = changes.title && slugFromTitle(changes.title.en, current.id);
    const retitled =
      current.publishedAt === null &&
      wanted !== undefined &&
      wanted !== slugFromTitle(current.title.en, current.id);
    return { changes, ...(retitled && { retitled: wanted }) };
  }

  /**
   * A job preview's job: what a create of `input` (no `id`) or an update of job `id` with it would store,
   * refused as that write would be (400; 404 JOB.NOT_FOUND for an unknown id), and saved nowhere. A new
   * job's id is made up; its slug is the one a save would pick now.
   */
  async unsaved(input: CreateJobDto, id?: string): Promise<Job> {
    if (id === undefined) {
      const job = this.newJob(input, randomUUID());
      const slug = firstFreeSlug(job.slug, await this.store.slugsTaken(job.slug, job.id));
      return { ...job, slug, applications: 0 };
    }
    const current = await this.store.get(id);
    if (!current) throw jobNotFound();
    const { changes, retitled } = this.changesTo(current, input);
    const slug = retitled ? firstFreeSlug(retitled, await this.store.slugsTaken(retitled, id)) : current.slug;
    return { ...current, ...changes, slug };
  }

  /**
   * Runs `write` with the first of `wanted`, `wanted-2`, … no other job holds; when another job takes that
   * slug in the meantime, with the next.
   */
  private async withFreeSlug<T>(wanted: string, id: string, write: (slug: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const slug = firstFreeSlug(wanted, await this.store.slugsTaken(wanted, id));
      try {
        return await write(slug);
      } catch (error) {
        if (!(error instanceof JobSlugTaken) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Removes the job. Its applications stay, still carrying its id: they are the applicants' data and the
   * admin decides on them separately (the admin shows their position as 'Unknown Position').
   */
  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw jobNotFound();
  }
}
