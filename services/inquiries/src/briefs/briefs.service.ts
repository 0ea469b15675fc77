/**
 * The rules of client briefs: a submission is stored as a new brief stamped with the time it arrived;
 * the admin sees them newest first, may set any status from any other (docs/product.md#admin-lists) and
 * delete them. The dashboard counts briefs by arrival and lists each arrival and each staff member's
 * status change as an activity item (brief-activity.ts).
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_ACTIVITY_LIMIT,
  DEFAULT_WEEKS,
  ERROR_CODES,
  summarizeStore,
  countByWeek,
  type ActivityItem,
  type BriefStatus,
  type ClientBrief,
  type CreatedResult,
  type Page,
  type StatSummary,
  type WeeklyCount,
} from '@madar/shared';
import { AuditLog, everyItem, readEntry, withoutAbsent } from '@madar/shared/data';
import { type AuditSource, auditStamp, Clock, notFound } from '@madar/shared/nest';
import { InjectMailSettings, type MailSettings, submissionLanguage } from '@madar/shared/mail';
import { LeadAssignees } from '@madar/shared/follow-up';
import { consentGiven } from '@madar/shared/privacy';
import { briefMails } from './brief-mails';
import { latestBriefActivity } from './brief-activity';
import { type BriefListQuery, BriefsStore } from './briefs.store';
import type { CreateBriefDto } from './dto/create-brief.dto';

const briefNotFound = () => notFound(ERROR_CODES.BRIEF_NOT_FOUND, 'Brief not found');

@Injectable()
export class BriefsService {
  constructor(
    private readonly store: BriefsStore,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    @InjectMailSettings() private readonly mail: MailSettings,
    private readonly assignees: LeadAssignees,
  ) {}

  /**
   * Resolves once the brief is stored with its mails (the team's notification, the visitor's
   * confirmation in the page's language) in the outbox: the 201 is never sent for a brief that could be
   * lost, nor for one whose mails could be. Sending them is the worker's: a mail server that is down
   * delays them, never the answer.
   */
  async submit(input: CreateBriefDto): Promise<CreatedResult> {
    const submittedAt = this.clock.now().toISOString();
    const brief = withoutAbsent<ClientBrief>({
      id: randomUUID(),
      companyName: input.companyName,
      industry: input.industry,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      projectType: input.projectType,
      description: input.description,
      currentChallenges: input.currentChallenges,
      goals: input.goals,
      timeline: input.timeline,
      budget: input.budget,
      additionalInfo: input.additionalInfo,
      status: 'new',
      submittedAt,
      language: submissionLanguage(input.language),
      assignee: undefined,
      ...consentGiven(input.consent, submittedAt),
    });
    await this.store.create(brief, await briefMails(brief, brief.language, this.mail));
    return { success: true, id: brief.id };
  }

  /** A page of briefs, their assignees as they stand (asked of auth with `token`, see LeadAssignees). */
  async list(query: BriefListQuery, token: string): Promise<Page<ClientBrief>> {
    const page = await this.store.list(query);
    return { ...page, items: await this.assignees.current(page.items, 'leads', token, this.store) };
  }

  /** Every brief matching the query's filter, in its order, for the CSV export. */
  every(query: Omit<BriefListQuery, 'page' | 'pageSize'>): AsyncIterable<ClientBrief> {
    return everyItem((q: BriefListQuery) => this.store.list(q), query);
  }

  /**
   * Records an export before its first row is sent: a file of every brief leaves the system, so the
   * log says who took it and with which filter (an export the log cannot record is not sent).
   */
  async recordExport(by: AuditSource, query: Omit<BriefListQuery, 'page' | 'pageSize'>): Promise<void> {
    const { status, search, sort, assignee } = query;
    const filter = {
      status: status ?? null,
      search: search ?? null,
      ...(assignee !== undefined && { assignee }),
      sort: `${sort.field}:${sort.direction}`,
    };
    await this.audit.record(readEntry(auditStamp(by, this.clock), 'brief', null, 'export', filter));
  }

  async setStatus(id: string, status: BriefStatus, by: AuditSource): Promise<ClientBrief> {
    const updated = await this.store.update(id, { status }, auditStamp(by, this.clock));
    if (!updated) throw briefNotFound();
    return updated;
  }

  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw briefNotFound();
  }

  stats(): Promise<StatSummary> {
    return summarizeStore((range) => this.store.count(range), this.clock.now());
  }

  /** The newest arrivals and status changes, newest first, each change saying who made it. */
  activity(limit = DEFAULT_ACTIVITY_LIMIT): Promise<ActivityItem[]> {
    return latestBriefActivity(this.store, this.audit, limit);
  }

  /** Briefs received in each of the last `weeks` seven-day windows, oldest first (the dashboard chart). */
  weekly(weeks = DEFAULT_WEEKS): Promise<WeeklyCount[]> {
    return countByWeek((range) => this.store.count(range), this.clock.now(), weeks);
  }
}
