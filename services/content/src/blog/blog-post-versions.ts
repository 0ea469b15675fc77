/**
 * What a post's versions keep: the whole post after each save (`date` with it, as the post reads), and
 * which of its fields a restore writes back: what an editor writes, and whether it is published. Times
 * stay the service's business (a restore is a save now, publishedAt kept by the usual rule), and a
 * schedule is never restored: its moment has most likely passed.
 */
import type { BlogPost, PostUpdateRequest } from '@madar/shared';
import {
  type AuditStamp,
  insertVersion,
  restoredFields,
  saveVersions,
  type VersionJournal,
  type VersionSubject,
} from '@madar/shared/data';
import type { Transaction } from 'kysely';

export const POST_VERSIONS: VersionSubject = { type: 'post' };

/** The version a save writes, and (an update) the baseline of the post before it. */
const versionsOf = (audit: AuditStamp, post: BlogPost, before?: BlogPost) =>
  saveVersions(audit, POST_VERSIONS, post.id, post, before);

/** Memory mode: kept alongside the save, as its audit entry is. */
export const appendPostVersion = (
  journal: VersionJournal,
  audit: AuditStamp,
  post: BlogPost,
  before?: BlogPost,
): void => journal.append(...versionsOf(audit, post, before));

/** PostgreSQL: written in the save's transaction. */
export const insertPostVersion = <DB>(
  trx: Transaction<DB>,
  audit: AuditStamp,
  post: BlogPost,
  before?: BlogPost,
): Promise<void> => insertVersion(trx, ...versionsOf(audit, post, before));

export const RESTORED_POST_FIELDS = [
  'title',
  'excerpt',
  'content',
  'slug',
  'category',
  'author',
  'authorTitle',
  'authorImage',
  'image',
  'tags',
  'published',
] as const satisfies readonly (keyof PostUpdateRequest & keyof BlogPost)[];

/** The update that puts a version's state back: the restored fields it holds. */
export const restoreOf = (state: Partial<BlogPost>): PostUpdateRequest =>
  restoredFields<PostUpdateRequest>(state, RESTORED_POST_FIELDS);
