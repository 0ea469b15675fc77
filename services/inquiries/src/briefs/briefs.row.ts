/**
 * A brief as a row of `inquiries.briefs` and back: the one mapping the pg-store and the seed share, so
 * a column is named in one file. Optional fields are `null` in the row and absent from the record.
 */
import type { ClientBrief } from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { assigneeFromRow, assigneeToRow } from '@madar/shared/follow-up';
import { consentFromRow, consentToRow } from '@madar/shared/privacy';
import type { Insertable, Selectable } from 'kysely';
import type { BriefsTable } from '../database/schema';

/** Every column a brief is read from (not `search_text`, which the database computes for search). */
export const BRIEF_COLUMNS = [
  'id',
  'companyName',
  'industry',
  'contactName',
  'email',
  'phone',
  'projectType',
  'description',
  'currentChallenges',
  'goals',
  'timeline',
  'budget',
  'additionalInfo',
  'status',
  'submittedAt',
  'language',
  'assigneeId',
  'assigneeName',
  'assignedAt',
  'consentGivenAt',
  'consentVersion',
] as const satisfies readonly (keyof Selectable<BriefsTable>)[];

export type BriefRow = Pick<Selectable<BriefsTable>, (typeof BRIEF_COLUMNS)[number]>;

export function toBrief(row: BriefRow): ClientBrief {
  return withoutAbsent<ClientBrief>({
    id: row.id,
    companyName: row.companyName,
    industry: row.industry,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone ?? undefined,
    projectType: row.projectType,
    description: row.description,
    currentChallenges: row.currentChallenges ?? undefined,
    goals: row.goals,
    timeline: row.timeline ?? undefined,
    budget: row.budget ?? undefined,
    additionalInfo: row.additionalInfo ?? undefined,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    language: row.language,
    assignee: assigneeFromRow(row),
    ...consentFromRow(row),
  });
}

export function toBriefRow(brief: ClientBrief): Required<Insertable<BriefsTable>> {
  return {
    id: brief.id,
    companyName: brief.companyName,
    industry: brief.industry,
    contactName: brief.contactName,
    email: brief.email,
    phone: brief.phone ?? null,
    projectType: brief.projectType,
    description: brief.description,
    currentChallenges: brief.currentChallenges ?? null,
    goals: brief.goals,
    timeline: brief.timeline ?? null,
    budget: brief.budget ?? null,
    additionalInfo: brief.additionalInfo ?? null,
    status: brief.status,
    submittedAt: brief.submittedAt,
    language: brief.language,
    ...assigneeToRow(brief.assignee),
    ...consentToRow(brief),
  };
}
