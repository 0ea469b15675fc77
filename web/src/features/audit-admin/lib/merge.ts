/**
 * The Activity log merges several services' logs, each paged on its own, into one list by time. A
 * page of one service says nothing about the others past its own last entry, so an entry is shown
 * only once every service that may still hold more has been read down to an older time: the merged
 * list then never gains an entry above one already shown when the next pages come.
 */
import { AUDIT_CURSOR_PATTERN, type AuditEntry } from '@madar/shared';

/** One service's log as read so far: its entries newest first, and `next` while older ones may follow. */
export interface SourceLog<S extends string = string> {
  source: S;
  entries: readonly AuditEntry[];
  next?: string;
}

export interface MergedEntry<S extends string = string> {
  source: S;
  /** Unique across services (entry ids are only unique within one service's log). */
  key: string;
  entry: AuditEntry;
}

export interface MergedLog<S extends string = string> {
  /** Newest first, down to the oldest time every service has reached. */
  shown: MergedEntry<S>[];
  /** Some service may hold older entries: what it has read past the others waits for them. */
  more: boolean;
}

/** How far a log has been read: the time of its cursor (its last entry's time). */
function readDownTo(log: SourceLog): number | undefined {
  if (log.next === undefined) return undefined;
  const time = AUDIT_CURSOR_PATTERN.exec(log.next)?.[1] ?? log.entries.at(-1)?.at;
  return time === undefined ? undefined : Date.parse(time);
}

const numericId = (id: string): bigint => (/^\d+$/.test(id) ? BigInt(id) : 0n);

export function mergeLogs<S extends string>(logs: readonly SourceLog<S>[]): MergedLog<S> {
  const order = new Map(logs.map((log, index) => [log.source, index]));
  const reached = logs.flatMap((log) => {
    const time = readDownTo(log);
    return time === undefined ? [] : [{ source: log.source, time }];
  });
  // Strictly newer than where another unfinished log stopped: that log's next page may hold entries of
  // the very same millisecond. A log's own entries are complete down to its cursor.
  const visible = (source: S, at: number) =>
    reached.every((other) => other.source === source || at > other.time);

  const shown = logs
    .flatMap((log) =>
      log.entries
        .filter((entry) => visible(log.source, Date.parse(entry.at)))
        .map((entry) => ({ source: log.source, key: `${log.source}:${entry.id}`, entry })),
    )
    .sort((a, b) => {
      const time = Date.parse(b.entry.at) - Date.parse(a.entry.at);
      if (time !== 0) return time;
      const source = (order.get(a.source) ?? 0) - (order.get(b.source) ?? 0);
      if (source !== 0) return source;
      const [x, y] = [numericId(a.entry.id), numericId(b.entry.id)];
      return x < y ? 1 : x > y ? -1 : 0;
    });
  return { shown, more: reached.length > 0 };
}
