import { Injectable } from '@nestjs/common';
import {
  type ActivityItem,
  type ApplicationReplyTemplate,
  type ApplicationStatus,
  DEFAULT_ACTIVITY_LIMIT,
  DEFAULT_WEEKS,
  ERROR_CODES,
  type JobApplication,
  type LocalizedText,
  type Page,
  type ReplyDraft,
  type StatSummary,
  summarizeStore,
  countByWeek,
  type WeeklyCount,
} from '@madar/shared';
import { AuditLog, everyItem, readEntry } from '@madar/shared/data';
import { type AuditSource, auditStamp, Clock, notFound } from '@madar/shared/nest';
import { LeadAssignees } from '@madar/shared/follow-up';
import { mailText } from '@madar/shared/mail';
import { JobsService } from '../jobs/jobs.service';
import { type Resume, ResumeStore } from '../resumes/resumes.store';
import { latestApplicationActivity } from './application-activity';
import type { ApplicationExportRow } from './applications.csv';
import { type ApplicationListQuery, type ApplicationRecord, ApplicationsStore } from './applications.store';
import { replyDraft } from './reply-templates/application-reply-templates';

export const resumeUrlOf = (id: string) => `/api/applications/${encodeURIComponent(id)}/resume`;

/** The API form of a stored application: the resume as a URL beside its download name. */
export const toApplication = (record: ApplicationRecord): JobApplication => ({
  ...record,
  resumeUrl: resumeUrlOf(record.id),
});

export const applicationNotFound = () => notFound(ERROR_CODES.APPLICATION_NOT_FOUND, 'Application not found');

/** What the admin does with applications once they are in: read, decide, delete, export, and count. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly store: ApplicationsStore,
    private readonly resumes: ResumeStore,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly assignees: LeadAssignees,
  ) {}

  /** A page of applications, their assignees as they stand (asked of auth with `token`, see LeadAssignees). */
  async list(query: ApplicationListQuery, token: string): Promise<Page<JobApplication>> {
    const page = await this.store.list(query);
    const items = await this.assignees.current(page.items, 'careers', token, this.store);
    return { ...page, items: items.map(toApplication) };
  }

  /**
   * Every application matching the query's filter, in its order, with the title of the job each names
   * (looked up once per job), for the CSV export.
   */
  async *exportRows(
    query: Omit<ApplicationListQuery, 'page' | 'pageSize'>,
  ): AsyncGenerator<ApplicationExportRow> {
    const titles = new Map<string, Promise<LocalizedText | undefined>>();
    const titleOf = (jobId: string) => {
      let title = titles.get(jobId);
      if (!title) titles.set(jobId, (title = this.jobs.title(jobId)));
      return title;
    };
    for await (const record of everyItem((q: ApplicationListQuery) => this.store.list(q), query)) {
      const jobTitle = record.jobId === null ? undefined : await titleOf(record.jobId);
      yield { application: toApplication(record), jobTitle };
    }
  }

  /**
   * Records an export before its first row is sent: applicants' personal data leaves the system, so
   * the log says who took it and with which filter (an export the log cannot record is not sent).
   */
  async recordExport(by: AuditSource, query: Omit<ApplicationListQuery, 'page' | 'pageSize'>): Promise<void> {
    const { status, search, jobId, sort, assignee } = query;
    const filter = {
      status: status ?? null,
      search: search ?? null,
      jobId: jobId ?? null,
      ...(assignee !== undefined && { assignee }),
      sort: `${sort.field}:${sort.direction}`,
    };
    await this.audit.record(readEntry(auditStamp(by, this.clock), 'application', null, 'export', filter));
  }

  /** Any status may follow any other. */
  async setStatus(id: string, status: ApplicationStatus, by: AuditSource): Promise<JobApplication> {
    const updated = await this.store.update(id, { status }, auditStamp(by, this.clock));
    if (!updated) throw applicationNotFound();
    return toApplication(updated);
  }

  /** Removes the application and, with it, its resume. */
  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw applicationNotFound();
  }

  /**
   * A template's mail in the applicant's language, for staff to edit and send as a reply: the position
   * is the job's title in that language (the position as typed for a general application, or one whose
   * job is gone), the company named as its mails name it.
   */
  async replyTemplate(id: string, template: ApplicationReplyTemplate): Promise<ReplyDraft> {
    const application = await this.store.get(id);
    if (!application) throw applicationNotFound();
    const { language } = application;
    const title = application.jobId === null ? undefined : await this.jobs.title(application.jobId);
    return replyDraft(template, language, {
      name: application.name,
      position: title?.[language] ?? application.position,
      company: mailText(language, 'company.name'),
    });
  }

  /** The resume, its download recorded first (by name and size: the file itself never enters the log). */
  async resume(id: string, by: AuditSource): Promise<Resume> {
    const resume = await this.resumes.get(id);
    if (!resume) throw applicationNotFound();
    const details = { fileName: resume.downloadName, contentType: resume.contentType, size: resume.size };
    await this.audit.record(readEntry(auditStamp(by, this.clock), 'application', id, 'download', details));
    return resume;
  }

  stats(): Promise<StatSummary> {
    return summarizeStore((range) => this.store.count(range), this.clock.now());
  }

  /** The newest arrivals and status changes as dashboard activity, each change naming its author. */
  activity(limit = DEFAULT_ACTIVITY_LIMIT): Promise<ActivityItem[]> {
    return latestApplicationActivity(this.store, this.audit, limit);
  }

  /** Applications received in each of the last `weeks` seven-day windows, oldest first (the dashboard chart). */
  weekly(weeks = DEFAULT_WEEKS): Promise<WeeklyCount[]> {
    return countByWeek((range) => this.store.count(range), this.clock.now(), weeks);
  }
}
