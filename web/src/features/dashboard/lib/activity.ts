import {
  APPLICATION_STATUSES,
  BRIEF_STATUSES,
  DEFAULT_ACTIVITY_LIMIT,
  latestActivity,
  type ActivityActor,
  type ActivityItem,
  type ActivityRecord,
  type ApplicationStatus,
  type BriefStatus,
  type StaffMember,
} from '@madar/shared';
import { openRecordPath } from '@/components/admin/use-open-record';

/** The activity feeds of every service merged: newest first, at most `limit`; a missing feed adds nothing. */
export function mergeActivity(
  feeds: readonly (readonly ActivityItem[] | undefined)[],
  limit = DEFAULT_ACTIVITY_LIMIT,
): ActivityItem[] {
  return latestActivity(
    feeds.flatMap((feed) => feed ?? []),
    limit,
  );
}

/** A React key unique across services (ids only need to be unique within one service's feed). */
export const activityKey = (item: ActivityItem): string => `${item.type}:${item.id}:${item.timestamp}`;

/**
 * How the list names who made a change: their name from the staff list, else (an account disabled or
 * deleted since, or a list that could not be read) the email the service recorded.
 */
export function actorName(actor: ActivityActor, staff: readonly StaffMember[] | undefined): string {
  return staff?.find((member) => member.id === actor.id)?.name ?? actor.email;
}

/** The new status of a `status-changed` item, by the kind of record it moved (each has its own labels). */
export type StatusChange =
  { kind: 'brief'; status: BriefStatus } | { kind: 'application'; status: ApplicationStatus };

const isBriefStatus = (status: string): status is BriefStatus =>
  (BRIEF_STATUSES as readonly string[]).includes(status);
const isApplicationStatus = (status: string): status is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status);

export function statusChange(item: ActivityItem): StatusChange | undefined {
  const { type, status } = item;
  if (item.action !== 'status-changed' || status === undefined) return undefined;
  if (type === 'client_brief' && isBriefStatus(status)) return { kind: 'brief', status };
  if (type === 'job' && isApplicationStatus(status)) return { kind: 'application', status };
  return undefined;
}

/**
 * Where an item's record opens: the screen that lists its kind, opened on it (`?open=<id>`); an
 * application on the Careers screen's Applications tab. Undefined for an item that names no record
 * (a service older than the panel).
 */
export function activityRecordPath(record: ActivityRecord | undefined): string | undefined {
  if (!record) return undefined;
  switch (record.kind) {
    case 'brief':
      return openRecordPath('/admin/dashboard/client-briefs', record.id);
    case 'message':
      return openRecordPath('/admin/dashboard/messages', record.id);
    case 'application':
      return openRecordPath('/admin/dashboard/careers', record.id, { tab: 'applications' });
    case 'post':
      return openRecordPath('/admin/dashboard/blog', record.id);
    case 'job':
      return openRecordPath('/admin/dashboard/careers', record.id);
    default:
      return undefined;
  }
}
