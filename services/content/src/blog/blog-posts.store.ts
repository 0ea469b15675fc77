/**
 * Where blog posts are kept. The service owns the rules (publication, sanitising, times); the store
 * keeps posts, answers the queries the screens need and refuses a second post with a slug already in
 * use (409 POST.SLUG_TAKEN: a unique index in PostgreSQL, so two writers at once cannot both win).
 * Memory (the demo default and the tests' double) and PostgreSQL implement it, and one contract suite
 * (blog-posts.store.contract.ts) runs unchanged against both.
 */
import {
  type BlogPost,
  type DateRange,
  ERROR_CODES,
  type ListQuery,
  type Page,
  type PostSortField,
  postStatus,
  PUBLICATION_STATUSES,
  type PublicationStatus,
} from '@madar/shared';
import {
  type AuditJournal,
  type VersionJournal,
  type AuditStamp,
  type AuditSubject,
  changeEntry,
  InMemoryAuditLog,
  InMemoryVersions,
  inRange,
  listInMemory,
  MemoryBudget,
  recordBytes,
  settle,
} from '@madar/shared/data';
import { conflict } from '@madar/shared/nest';
import type { PostCategoryId } from './blog-categories';
import { appendPostVersion } from './blog-post-versions';

/** A post is published, a draft, or a draft set to publish itself at a time (`scheduled`). */
export const POST_STATUSES = PUBLICATION_STATUSES;
export type PostStatus = PublicationStatus;
export { postStatus };

/** The admin list's query, and the public list's (status published, newest first), by category. */
export type PostListQuery = ListQuery<PostSortField, PostStatus> & { category?: PostCategoryId };

export type PostChanges = Partial<Omit<BlogPost, 'id' | 'createdAt' | 'date'>>;

export const slugTaken = () => conflict(ERROR_CODES.POST_SLUG_TAKEN, 'Another post already uses this slug');

export abstract class BlogPostsStore {
  abstract list(query: PostListQuery): Promise<Page<BlogPost>>;
  abstract get(id: string): Promise<BlogPost | undefined>;
  abstract getBySlug(slug: string): Promise<BlogPost | undefined>;
  /** Resolves once the post is stored (committed, in PostgreSQL); 409 POST.SLUG_TAKEN when the slug is used. */
  abstract create(post: BlogPost, audit?: AuditStamp): Promise<BlogPost>;
  /** The updated post, or undefined when there is none with this id; 409 POST.SLUG_TAKEN as create. */
  abstract update(id: string, changes: PostChanges, audit?: AuditStamp): Promise<BlogPost | undefined>;
  /** Whether a post was deleted. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** How many posts were created in the range (all of them without one), drafts included. */
  abstract count(range?: DateRange): Promise<number>;
  /**
   * Publishes every draft whose scheduledAt is at or before `now`, each once however many replicas run
   * this at the same moment: published, publishedAt kept when the post had one, else its scheduledAt,
   * scheduledAt cleared, updatedAt `now`, and one `status` entry each under `audit`'s actor. What it
   * published (nothing when another caller got there first).
   */
  abstract publishDue(now: Date, audit: AuditStamp): Promise<BlogPost[]>;
}

/** A due draft as the scheduled task publishes it. */
export const publishedOnSchedule = (post: BlogPost, now: Date): BlogPost => {
  const publishedAt = post.publishedAt ?? post.scheduledAt ?? now.toISOString();
  return {
    ...post,
    published: true,
    publishedAt,
    scheduledAt: null,
    updatedAt: now.toISOString(),
    date: publishedAt,
  };
};

/** Whether the scheduled task publishes `post` at `now`. */
export const isDue = (post: BlogPost, now: Date): boolean =>
  !post.published && typeof post.scheduledAt === 'string' && Date.parse(post.scheduledAt) <= now.getTime();

/** What `search` looks in; PostgreSQL's search column holds the same fields. */
export const postSearchText = (post: BlogPost): string[] => [
  post.title.en,
  post.title.ar,
  post.excerpt.en,
  post.excerpt.ar,
  post.slug,
  post.author.en,
  post.author.ar,
  ...post.tags.flatMap((tag) => [tag.en, tag.ar]),
];

/** The display date: publication, or creation for a draft (PostgreSQL computes the same column). */
export const displayDate = (post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string =>
  post.publishedAt ?? post.createdAt;

/**
 * How a post's changes read in the audit log: publishing or withdrawing it alone is a status change;
 * `date` is computed from the other times, never an entry's field.
 */
export const POST_AUDIT: AuditSubject = {
  type: 'post',
  status: 'published',
  // A schedule cleared by publishing is part of the status change (by the admin or the scheduled task).
  bookkeeping: ['updatedAt', 'publishedAt', 'scheduledAt'],
  omit: ['date'],
};

/**
 * Posts held in memory, within a byte cap: past it a new post is refused (STORAGE.FULL) and nothing
 * stored is touched. Callers get copies, so changing a returned post never changes the stored one.
 */
export class InMemoryBlogPostsStore extends BlogPostsStore {
  // Maps, not plain objects: an id such as `__proto__` is just an unknown key.
  private readonly posts = new Map<string, BlogPost>();
  private readonly budget: MemoryBudget;

  constructor(
    seed: readonly BlogPost[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    // Each audited save keeps a version of the post, alongside its audit entry.
    private readonly versions: VersionJournal = new InMemoryVersions(),
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const post of seed) {
      if (this.posts.has(post.id)) throw new Error(`Duplicate post id in the seed: ${post.id}`);
      if (this.findSlug(post.slug)) throw new Error(`Duplicate post slug in the seed: ${post.slug}`);
      this.budget.force(recordBytes(post));
      this.posts.set(post.id, { ...structuredClone(post), scheduledAt: post.scheduledAt ?? null });
    }
  }

  list(query: PostListQuery): Promise<Page<BlogPost>> {
    const { category } = query;
    const posts = [...this.posts.values()].filter(
      (post) => category === undefined || post.category === category,
    );
    const page = listInMemory(posts, query, {
      searchText: postSearchText,
      status: postStatus,
      sortValue: {
        date: (post) => post.date,
        createdAt: (post) => post.createdAt,
        updatedAt: (post) => post.updatedAt,
        slug: (post) => post.slug,
      },
      id: (post) => post.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((post) => structuredClone(post)) });
  }

  get(id: string): Promise<BlogPost | undefined> {
    const post = this.posts.get(id);
    return Promise.resolve(post && structuredClone(post));
  }

  getBySlug(slug: string): Promise<BlogPost | undefined> {
    const post = this.findSlug(slug);
    return Promise.resolve(post && structuredClone(post));
  }

  create(post: BlogPost, audit?: AuditStamp): Promise<BlogPost> {
    return settle(() => {
      if (this.posts.has(post.id)) throw new Error(`A post with id ${post.id} already exists`);
      if (this.findSlug(post.slug)) throw slugTaken();
      const stored: BlogPost = {
        ...structuredClone(post),
        scheduledAt: post.scheduledAt ?? null,
        date: displayDate(post),
      };
      this.budget.reserve(recordBytes(stored));
      try {
        // The entry before the post: when it cannot be written, no post is stored.
        if (audit) this.journal.append(changeEntry(audit, POST_AUDIT, post.id, undefined, stored));
        if (audit) appendPostVersion(this.versions, audit, stored);
      } catch (error) {
        this.budget.release(recordBytes(stored));
        throw error;
      }
      this.posts.set(post.id, stored);
      return structuredClone(stored);
    });
  }

  update(id: string, changes: PostChanges, audit?: AuditStamp): Promise<BlogPost | undefined> {
    return settle(() => {
      const current = this.posts.get(id);
      if (!current) return undefined;
      const { id: _id, createdAt: _createdAt, date: _date, ...allowed } = changes as Partial<BlogPost>;
      const updated: BlogPost = { ...current, ...structuredClone(allowed) };
      updated.scheduledAt = updated.scheduledAt ?? null;
      updated.date = displayDate(updated);
      const holder = this.findSlug(updated.slug);
      if (holder && holder.id !== id) throw slugTaken();
      if (audit) this.journal.append(changeEntry(audit, POST_AUDIT, id, current, updated));
      if (audit) appendPostVersion(this.versions, audit, updated, current);
      // An edit of a stored post is never refused for space; only new posts count against the cap.
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.posts.set(id, updated);
      return structuredClone(updated);
    });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.posts.get(id);
      if (!current) return false;
      if (audit) this.journal.append(changeEntry(audit, POST_AUDIT, id, current, undefined));
      this.budget.release(recordBytes(current));
      this.posts.delete(id);
      return true;
    });
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const post of this.posts.values()) if (inRange(post.createdAt, range)) total += 1;
    return Promise.resolve(total);
  }

  publishDue(now: Date, audit: AuditStamp): Promise<BlogPost[]> {
    return settle(() => {
      const published: BlogPost[] = [];
      for (const current of this.posts.values()) {
        if (!isDue(current, now)) continue;
        const updated = publishedOnSchedule(current, now);
        this.journal.append(changeEntry(audit, POST_AUDIT, current.id, current, updated));
        // A version by the system, as any save keeps one.
        appendPostVersion(this.versions, audit, updated, current);
        this.posts.set(current.id, updated);
        published.push(structuredClone(updated));
      }
      return published;
    });
  }

  private findSlug(slug: string): BlogPost | undefined {
    for (const post of this.posts.values()) if (post.slug === slug) return post;
    return undefined;
  }
}
