/**
 * A post's creation, edit, publication and deletion write their audit entry with the change itself, in
 * memory and in PostgreSQL: a change that fails (a slug taken) leaves no entry, and an entry that cannot
 * be written leaves the posts as they were.
 */
import {
  type AuditLog,
  type AuditStamp,
  type DataSource,
  InMemoryAuditLog,
  type NewAuditEntry,
  PostgresAuditLog,
} from '@madar/shared/data';
import { createTestDataSource } from '@madar/shared/testing';
import { sql } from 'kysely';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';
import { post, uuid } from './blog-posts.store.contract';
import { type BlogPostsStore, InMemoryBlogPostsStore } from './blog-posts.store';

const STAMP: AuditStamp = {
  actor: { id: 'acc-editor', email: 'editor@madar.ly' },
  address: '203.0.113.8',
  at: '2026-03-01T09:30:00.000Z',
};
const everything = { limit: 200 };

interface Setup {
  store: BlogPostsStore;
  log: AuditLog;
  breakAudit(): Promise<void>;
}

/** A journal that refuses every entry once broken. */
class BreakableLog extends InMemoryAuditLog {
  broken = false;
  override append(entry: NewAuditEntry): void {
    if (this.broken) throw new Error('audit write failed');
    super.append(entry);
  }
}

const memory = (): Promise<Setup> => {
  const log = new BreakableLog();
  const store = new InMemoryBlogPostsStore([post(1)], undefined, log);
  return Promise.resolve({ store, log, breakAudit: () => Promise.resolve(void (log.broken = true)) });
};

const closers: (() => Promise<void>)[] = [];
const postgres = async (): Promise<Setup> => {
  const { data, close } = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
  closers.push(close);
  const store = new PostgresBlogPostsStore(data);
  await store.create(post(1));
  return {
    store,
    log: new PostgresAuditLog(data as DataSource),
    // A check no row meets: the insert fails inside the change's transaction, as a real failure would.
    breakAudit: async () => {
      await sql
        .raw(`alter table ${SCHEMA}.audit_log add constraint refuse check (false) not valid`)
        .execute(data.db);
    },
  };
};

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memory],
  ['postgres', postgres],
])('blog posts audit (%s)', (_mode, setup) => {
  it('records a post created, edited, withdrawn and deleted, each with its fields before and after', async () => {
    const { store, log } = await setup();
    const draft = post(2, { published: false, publishedAt: null });
    await store.create(draft, STAMP);
    await store.update(draft.id, { title: { en: 'Renamed', ar: 'عنوان جديد' }, updatedAt: STAMP.at }, STAMP);
    await store.update(uuid(1), { published: false, updatedAt: STAMP.at }, STAMP);
    await store.delete(draft.id, STAMP);

    const items = (await log.list(everything)).items.reverse();
    expect(items.map((entry) => [entry.action, entry.entity.id])).toEqual([
      ['create', draft.id],
      ['update', draft.id],
      ['status', uuid(1)],
      ['delete', draft.id],
    ]);
    const [created, edited, withdrawn, deleted] = items;
    expect(created).toMatchObject({
      before: null,
      after: { id: draft.id, slug: 'post-2', published: false },
    });
    expect(created?.after).not.toHaveProperty('date');
    expect(edited).toEqual(
      expect.objectContaining({
        before: { title: draft.title, updatedAt: draft.updatedAt },
        after: { title: { en: 'Renamed', ar: 'عنوان جديد' }, updatedAt: STAMP.at },
      }),
    );
    expect(withdrawn).toMatchObject({ before: { published: true }, after: { published: false } });
    expect(deleted).toMatchObject({ before: { id: draft.id, title: { en: 'Renamed' } }, after: null });
  });

  it('writes no entry for a change that fails', async () => {
    const { store, log } = await setup();

    await expect(store.create(post(3, { slug: 'post-1' }), STAMP)).rejects.toMatchObject({
      code: 'POST.SLUG_TAKEN',
    });
    await store.create(post(4), STAMP);
    await expect(store.update(uuid(4), { slug: 'post-1' }, STAMP)).rejects.toMatchObject({
      code: 'POST.SLUG_TAKEN',
    });
    expect(await store.delete(uuid(9), STAMP)).toBe(false);
    expect((await log.list(everything)).items.map((entry) => entry.action)).toEqual(['create']);
  });

  it('leaves the posts as they were when the entry cannot be written', async () => {
    const { store, breakAudit } = await setup();
    await breakAudit();

    await expect(store.create(post(2), STAMP)).rejects.toThrow();
    expect(await store.get(uuid(2))).toBeUndefined();
    await expect(store.update(uuid(1), { published: false }, STAMP)).rejects.toThrow();
    expect((await store.get(uuid(1)))?.published).toBe(true);
    await expect(store.delete(uuid(1), STAMP)).rejects.toThrow();
    expect(await store.get(uuid(1))).toBeDefined();
  });
});
