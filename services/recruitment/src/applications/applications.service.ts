import { Injectable } from '@nestjs/common';
import {
  type ActivityItem,
  ERROR_CODES,
  type ApplicationStatus,
  type JobApplication,
  latestActivity,
  type StatSummary,
  summarizeCreations,
} from '@madar/shared';
import { Clock, notFound } from '@madar/shared/nest';
import { ResumeStorage } from '../resumes/resume-storage';
import { type ApplicationRecord, ApplicationsStore, type StoredResume } from './applications.store';

export const resumeUrlOf = (id: string) => `/api/applications/${encodeURIComponent(id)}/resume`;

/** The API form of a stored application: the resume as a URL and a download name. */
export function toApplication({ resume, ...fields }: ApplicationRecord): JobApplication {
  return { ...fields, resumeUrl: resumeUrlOf(fields.id), resumeName: resume.downloadName };
}

const applicationNotFound = (message = 'Application not found') =>
  notFound(ERROR_CODES.APPLICATION_NOT_FOUND, message);

/** Newest first, ties broken by id so the order is stable. */
const newestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.submittedAt.localeCompare(a.submittedAt) || a.id.localeCompare(b.id);

export interface ResumeFile extends StoredResume {
  bytes: Buffer;
}

/** What the admin does with applications once they are in: read, decide, delete, and count. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly store: ApplicationsStore,
    private readonly resumes: ResumeStorage,
    private readonly clock: Clock,
  ) {}

  /** Newest first; with a job id, only that job's applications (none for an id no one applied to). */
  list(jobId?: string): JobApplication[] {
    return this.store
      .list()
      .filter((application) => jobId === undefined || application.jobId === jobId)
      .sort(newestFirst)
      .map(toApplication);
  }

  /** Any status may follow any other. */
  setStatus(id: string, status: ApplicationStatus): JobApplication {
    const updated = this.store.setStatus(id, status);
    if (!updated) throw applicationNotFound();
    return toApplication(updated);
  }

  /** Removes the application, then its resume file. */
  async remove(id: string): Promise<void> {
    const removed = this.store.remove(id);
    if (!removed) throw applicationNotFound();
    await this.resumes.remove(removed.resume.file);
  }

  async resume(id: string): Promise<ResumeFile> {
    const application = this.store.findById(id);
    if (!application) throw applicationNotFound();
    const bytes = await this.resumes.read(application.resume.file);
    if (!bytes) throw applicationNotFound('Resume file not found');
    return { ...application.resume, bytes };
  }

  stats(): StatSummary {
    return summarizeCreations(
      this.store.list().map((application) => application.submittedAt),
      this.clock.now(),
    );
  }

  /** The newest applications as dashboard activity: who applied, for what. */
  activity(limit: number): ActivityItem[] {
    const items = this.store.list().map((application): ActivityItem => ({
      id: application.id,
      type: 'job',
      action: 'applied',
      title: { en: application.name, ar: application.name },
      description: { en: application.position, ar: application.position },
      timestamp: application.submittedAt,
    }));
    return latestActivity(items, limit);
  }
}
