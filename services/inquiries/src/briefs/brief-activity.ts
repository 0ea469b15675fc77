/**
 * What briefs contribute to the admin dashboard's recent activity: each arrival (sent by a visitor, so
 * it names no staff member) and each status change a staff member made, with who made it, as the
 * service's audit log recorded it. Only the actor's id and email and the new status leave the log.
 */
import {
  BRIEF_STATUSES,
  latestActivity,
  type ActivityItem,
  type AuditEntry,
  type BriefStatus,
  type ClientBrief,
} from '@madar/shared';
import type { AuditLog } from '@madar/shared/data';
import type { BriefsStore } from './briefs.store';

/**
 * A brief's arrival. What the visitor typed is shown as typed (briefs are not translated), so both
 * languages carry the same text: the company as title, the contact as description.
 */
export function briefActivity(brief: ClientBrief): ActivityItem {
  return {
    id: brief.id,
    type: 'client_brief',
    action: 'submitted',
    title: { en: brief.companyName, ar: brief.companyName },
    description: { en: brief.contactName, ar: brief.contactName },
    timestamp: brief.submittedAt,
    record: { kind: 'brief', id: brief.id },
  };
}

const isBriefStatus = (value: unknown): value is BriefStatus => BRIEF_STATUSES.includes(value as BriefStatus);

/** A staff member's change of a brief's status, described like its arrival, saying who and to what. */
export function briefStatusActivity(brief: ClientBrief, entry: AuditEntry): ActivityItem | undefined {
  const status = entry.after?.status;
  if (!isBriefStatus(status)) return undefined;
  return {
    ...briefActivity(brief),
    id: `${brief.id}:status:${entry.id}`,
    action: 'status-changed',
    timestamp: entry.at,
    actor: { id: entry.actor.id, email: entry.actor.email },
    status,
  };
}

/**
 * The newest `limit` items: the `limit` latest arrivals and the `limit` latest status changes (one
 * indexed newest-first read of the log each), merged. A change to a brief deleted since is left out,
 * as its arrival is.
 */
export async function latestBriefActivity(
  store: BriefsStore,
  log: AuditLog,
  limit: number,
): Promise<ActivityItem[]> {
  const [arrivals, changes] = await Promise.all([
    store.list({ page: 1, pageSize: limit, sort: { field: 'submittedAt', direction: 'desc' } }),
    log.list({ entityType: 'brief', action: 'status', limit }),
  ]);
  const ids = [...new Set(changes.items.flatMap((entry) => entry.entity.id ?? []))];
  const briefs = new Map(
    (await Promise.all(ids.map((id) => store.get(id)))).flatMap((brief) =>
      brief ? [[brief.id, brief]] : [],
    ),
  );
  const statusItems = changes.items.flatMap((entry) => {
    const brief = entry.entity.id === null ? undefined : briefs.get(entry.entity.id);
    return (brief && briefStatusActivity(brief, entry)) ?? [];
  });
  return latestActivity([...arrivals.items.map(briefActivity), ...statusItems], limit);
}
