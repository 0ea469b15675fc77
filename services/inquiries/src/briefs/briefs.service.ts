/**
 * The rules of client briefs: a submission is stored as a new brief stamped with the time it arrived;
 * the admin sees them newest first.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ClientBrief, CreatedResult } from '@madar/shared';
import { BriefsStore } from './briefs.store';
import type { CreateBriefDto } from './dto/create-brief.dto';

const newestFirst = (a: ClientBrief, b: ClientBrief) => b.submittedAt.localeCompare(a.submittedAt);

@Injectable()
export class BriefsService {
  constructor(private readonly store: BriefsStore) {}

  submit(input: CreateBriefDto, now: Date = new Date()): CreatedResult {
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
      submittedAt: now.toISOString(),
    };
    this.store.add(brief);
    return { success: true, id: brief.id };
  }

  list(): ClientBrief[] {
    return this.store.list().sort(newestFirst);
  }
}

/** Leaves out optional fields that were not given, so a stored brief has no `undefined` keys. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
