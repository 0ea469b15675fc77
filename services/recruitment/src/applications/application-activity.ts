/**
 * What applications contribute to the admin dashboard's recent activity: each arrival (sent by the
 * applicant, so it names no staff member) and each status change a staff member made, with who made
 * it, as the service's audit log recorded it. Only the actor's id and email and the new status leave
 * the log.
 */
import {
  APPLICATION_STATUSES,
  latestActivity,
  type ActivityItem,
  type AuditEntry,
  type ApplicationStatus,
} from '@madar/shared';
import type { AuditLog } from '@madar/shared/data';
import type { ApplicationRecord, ApplicationsStore } from './applications.store';

/** An application's arrival: who applied, for what (as written, in both languages). */
export function applicationActivity(application: ApplicationRecord): ActivityItem {
  return {
    id: application.id,
    type: 'job',
    action: 'applied',
    title: { en: application.name, ar: application.name },
    description: { en: application.position, ar: application.position },
    timestamp: application.submittedAt,
    record: { kind: 'application', id: application.id },
  };
}

const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus);

/** A staff member's change of an application's status, described like its arrival, saying who and to what. */
export function applicationStatusActivity(
  application: ApplicationRecord,
  entry: AuditEntry,
): ActivityItem | undefined {
  const status = entry.after?.status;
  if (!isApplicationStatus(status)) return undefined;
  return {
    ...applicationActivity(application),
    id: `${application.id}:status:${entry.id}`,
    action: 'status-changed',
    timestamp: entry.at,
    actor: { id: entry.actor.id, email: entry.actor.email },
    status,
  };
}

/**
 * The newest `limit` items: the `limit` latest arrivals and the `limit` latest status changes (one
 * indexed newest-first read of the log each), merged. A change to an application deleted since is left
 * out, as its arrival is.
 */
export async function latestApplicationActivity(
  store: ApplicationsStore,
  log: AuditLog,
  limit: number,
): Promise<ActivityItem[]> {
  const [arrivals, changes] = await Promise.all([
    store.list({ page: 1, pageSize: limit, sort: { field: 'submittedAt', direction: 'desc' } }),
    log.list({ entityType: 'application', action: 'status', limit }),
  ]);
  const ids = [...new Set(changes.items.flatMap((entry) => entry.entity.id ?? []))];
  const applications = new Map(
    (await Promise.all(ids.map((id) => store.get(id)))).flatMap((found) =>
      found ? [[found.id, found]] : [],
    ),
  );
  const statusItems = changes.items.flatMap((entry) => {
    const application = entry.entity.id === null ? undefined : applications.get(entry.entity.id);
    return (application && applicationStatusActivity(application, entry)) ?? [];
  });
  return latestActivity([...arrivals.items.map(applicationActivity), ...statusItems], limit);
}
