/**
 * What a post contributes to the admin dashboard's recent activity. A post created as published
 * yields one "published" item, not a "created" one at the same instant; a draft yields "created"
 * and, once it goes out, "published"; an edit after both yields "updated" (at its latest time).
 * Each item comes with the audit lookup that finds who made its change: the post dates the change
 * itself, and the change's entry is stamped at that time or a moment later.
 */
import type { ActivityItem, AuditAction, BlogPost } from '@madar/shared';
import type { AuditLookup } from '@madar/shared/data';
import { categoryLabel } from './blog-categories';

/**
 * How long after the time a post records for a change its audit entry may be stamped: the request
 * reads the clock for the post, then again for the entry, within the same synchronous step. A second
 * is ample, and the entry sought is the first in it: any earlier change to the post is dated before.
 */
export const ENTRY_SPAN_MS = 1000;

export interface PostEvent {
  item: ActivityItem;
  /** The entry of the change `item` reports, if a staff member's audited write made it. */
  lookup: AuditLookup;
}

const time = (iso: string) => new Date(iso).getTime();

function item(post: BlogPost, action: ActivityItem['action'], timestamp: string): ActivityItem {
  const category = categoryLabel(post.category);
  return {
    id: `${post.id}:${action}`,
    type: 'blog',
    action,
    title: { en: post.title.en, ar: post.title.ar },
    description: {
      en: `${category.en} · ${post.author.en}`,
      ar: `${category.ar} · ${post.author.ar}`,
    },
    timestamp,
    record: { kind: 'post', id: post.id },
  };
}

function event(
  post: BlogPost,
  action: ActivityItem['action'],
  timestamp: string,
  actions: readonly AuditAction[],
): PostEvent {
  const from = new Date(timestamp);
  return {
    item: item(post, action, timestamp),
    lookup: {
      entity: { type: 'post', id: post.id },
      actions,
      from,
      to: new Date(from.getTime() + ENTRY_SPAN_MS),
    },
  };
}

/** The post's events; publishing a draft is an update (a `status` one when nothing else changed). */
export function postEvents(post: BlogPost): PostEvent[] {
  const events: PostEvent[] = [];
  const edits = ['update', 'status'] as const;
  const createdPublished = post.publishedAt !== null && time(post.publishedAt) === time(post.createdAt);
  if (!createdPublished) events.push(event(post, 'created', post.createdAt, ['create']));
  if (post.publishedAt !== null) {
    events.push(event(post, 'published', post.publishedAt, createdPublished ? ['create'] : edits));
  }
  const lastEvent = Math.max(time(post.createdAt), post.publishedAt ? time(post.publishedAt) : 0);
  if (time(post.updatedAt) > lastEvent) events.push(event(post, 'updated', post.updatedAt, edits));
  return events;
}

export function postActivity(post: BlogPost): ActivityItem[] {
  return postEvents(post).map((posted) => posted.item);
}
