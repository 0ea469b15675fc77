/**
 * The rules of client briefs: a submission is stored as a new brief stamped with the time it arrived;
 * the admin sees them newest first, may set any status from any other (spec §4) and delete them. The
 * dashboard counts briefs by arrival and lists each arrival as one activity item.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  latestActivity,
  summarizeCreations,
  type ActivityItem,
  type BriefStatus,
  type ClientBrief,
  type CreatedResult,
  type StatSummary,
} from '@madar/shared';
import { Clock, notFound } from '@madar/shared/nest';
import { definedOnly } from '../common/defined-only';
import { BriefsStore } from './briefs.store';
import type { CreateBriefDto } from './dto/create-brief.dto';

const newestFirst = (a: ClientBrief, b: ClientBrief) => b.submittedAt.localeCompare(a.submittedAt);

const briefNotFound = () => notFound(ERROR_CODES.BRIEF_NOT_FOUND, 'Brief not found');

/**
 * A brief's arrival on the dashboard. What the visitor typed is shown as typed (briefs are not
 * translated), so both languages carry the same text: the company as title, the contact as description.
 */
export function briefActivity(brief: ClientBrief): ActivityItem {
  return {
    id: brief.id,
    type: 'client_brief',
    action: 'submitted',
    title: { en: brief.companyName, ar: brief.companyName },
    description: { en: brief.contactName, ar: brief.contactName },
    timestamp: brief.submittedAt,
  };
}

@Injectable()
export class BriefsService {
  constructor(
    private readonly store: BriefsStore,
    private readonly clock: Clock,
  ) {}

  submit(input: CreateBriefDto): CreatedResult {
    const brief: ClientBrief = {
      id: randomUUID(),
      companyName: input.companyName,
      industry: input.industry,
      contactName: input.contactName,
      email: input.email,
      projectType: input.projectType,
      description: input.description,
      goals: input.goals,
      ...definedOnly({
        phone: input.phone,
        currentChallenges: input.currentChallenges,
        timeline: input.timeline,
        budget: input.budget,
        additionalInfo: input.additionalInfo,
      }),
      status: 'new',
      submittedAt: this.clock.now().toISOString(),
    };
    this.store.add(brief);
    return { success: true, id: brief.id };
  }

  list(): ClientBrief[] {
    return this.store.list().sort(newestFirst);
  }

  setStatus(id: string, status: BriefStatus): ClientBrief {
    const updated = this.store.update(id, { status });
    if (!updated) throw briefNotFound();
    return updated;
  }

  remove(id: string): void {
    if (!this.store.remove(id)) throw briefNotFound();
  }

  stats(): StatSummary {
    return summarizeCreations(
      this.store.list().map((brief) => brief.submittedAt),
      this.clock.now(),
    );
  }

  activity(limit?: number): ActivityItem[] {
    return latestActivity(this.store.list().map(briefActivity), limit);
  }
}
