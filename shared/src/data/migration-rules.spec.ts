import { sql } from 'kysely';
import type { Migration, Migrations } from './database';
import { checkMigrations, contractChanges, contractStep, recordMigrationSql } from './migration-rules';

/** A migration sending `statements` as they are. */
const raw = (...statements: string[]): Migration => ({
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
});

const base: Migrations = {
  '0001_posts': raw('create table posts (id uuid primary key, author text not null, tags text[] not null)'),
  '0002_author_name': raw('alter table posts add column author_name jsonb'),
};

describe('the expand/contract check', () => {
  it('accepts additive migrations: new tables, nullable columns, columns with a default, indexes, backfills', async () => {
    const migrations: Migrations = {
      ...base,
      '0003_more': raw(
        'create table notes (id uuid primary key, body text not null)',
        `alter table posts add column language text not null default 'en', add column assignee text`,
        'create index posts_language_idx on posts (language)',
        `update posts set author_name = jsonb_build_object('en', author)`,
        'alter table notes alter column body type jsonb using to_jsonb(body)',
      ),
    };
    await expect(checkMigrations('content', migrations, [])).resolves.toEqual([]);
  });

  it('refuses a dropped column without a contract marker', async () => {
    const migrations = { ...base, '0003_drop_author': raw('alter table posts drop column author') };
    await expect(checkMigrations('content', migrations, [])).resolves.toEqual([
      expect.stringContaining('content 0003_drop_author: drops column posts.author'),
    ]);
  });

  it('accepts the drop as the contract step of an earlier expand', async () => {
    const migrations = {
      ...base,
      '0003_drop_author': contractStep('0002_author_name', raw('alter table posts drop column author')),
    };
    await expect(checkMigrations('content', migrations, [])).resolves.toEqual([]);
  });

  it('refuses a marker naming a later migration, itself, or one the service does not have', async () => {
    const drop = raw('alter table posts drop column author');
    const later = { ...base, '0003_drop': contractStep('0004_expand', drop), '0004_expand': raw('select 1') };
    const itself = { ...base, '0003_drop': contractStep('0003_drop', drop) };
    const unknown = { ...base, '0003_drop': contractStep('0002_author_names', drop) };
    await expect(checkMigrations('content', later, [])).resolves.toEqual([
      'content 0003_drop: contracts 0004_expand, which does not come before it',
    ]);
    await expect(checkMigrations('content', itself, [])).resolves.toEqual([
      'content 0003_drop: contracts 0003_drop, which does not come before it',
    ]);
    await expect(checkMigrations('content', unknown, [])).resolves.toEqual([
      'content 0003_drop: contracts 0002_author_names, which is no migration of content',
    ]);
  });

  it('exempts a grandfathered migration, and reports a list entry that exempts nothing', async () => {
    const migrations = { ...base, '0003_drop': raw('alter table posts drop column author') };
    const entry = { service: 'content', migration: '0003_drop', reason: 'shipped before the rule' };
    await expect(checkMigrations('content', migrations, [entry])).resolves.toEqual([]);
    await expect(checkMigrations('content', base, [entry])).resolves.toEqual([
      'content 0003_drop: grandfathered but no such migration',
    ]);
    await expect(
      checkMigrations('content', base, [{ ...entry, migration: '0002_author_name' }]),
    ).resolves.toEqual(['content 0002_author_name: grandfathered but breaks nothing: take it off the list']);
    // Another service's entry exempts nothing here.
    await expect(checkMigrations('auth', migrations, [entry])).resolves.toHaveLength(1);
  });

  it.each([
    ['drop table posts cascade', 'drops table posts'],
    ['drop table if exists content.posts, notes', 'drops table posts; drops table notes'],
    ['alter table posts rename to articles', 'renames table posts'],
    ['alter table "posts" rename column "author" to "writer"', 'renames column posts.author'],
    ['alter table only posts drop author', 'drops column posts.author'],
    ['alter table posts alter column tags type jsonb using to_jsonb(tags)', 'changes the type of posts.tags'],
    ['alter table posts alter column tags set data type text', 'changes the type of posts.tags'],
    ['alter table posts alter column author_name set not null', 'sets NOT NULL on posts.author_name'],
    ['alter table posts alter tags drop default', 'drops the default of posts.tags'],
    ['alter table posts add column slug text not null', 'adds NOT NULL without a default: posts.slug'],
    [
      // Added in the same migration without a default: the previous version's inserts leave it out.
      'alter table posts add column slug text; alter table posts alter column slug set not null',
      'sets NOT NULL on posts.slug',
    ],
    [
      `alter table posts add column a int, drop column tags, add constraint c check (a > 0)`,
      'drops column posts.tags',
    ],
  ])('reads %s as a contract change', (statement, expected) => {
    const findings = contractChanges([statement]).map((f) => `${f.change} ${f.target}`);
    expect(findings.join('; ')).toBe(expected);
  });

  it.each([
    `alter table posts add column slug text not null default ''`,
    'alter table posts add column s text generated always as (lower(author)) stored',
    `alter table posts add column lang text default 'en'; alter table posts alter column lang set not null`,
    'alter table posts drop constraint posts_slug_key, add constraint posts_slug_key unique (slug)',
    'alter table posts rename constraint a to b',
    'create table t (a text); alter table t alter column a set not null; alter table t drop column a',
    // A function's body, a string and a comment are no changes to a table.
    `create function f() returns trigger language plpgsql as $$ begin drop table posts; end $$`,
    `insert into notes (body) values ('alter table posts drop column author')`,
    '-- alter table posts drop column author\nselect 1',
    'drop index posts_slug_idx',
  ])('reads %s as no contract change', (statement) => {
    expect(contractChanges([statement])).toEqual([]);
  });

  it("records Kysely's schema builder too", async () => {
    const statements = await recordMigrationSql({
      async up(db) {
        await db.schema.alterTable('posts').dropColumn('author').execute();
        await db.schema
          .alterTable('posts')
          .alterColumn('tags', (col) => col.setNotNull())
          .execute();
      },
    });
    expect(contractChanges(statements)).toEqual([
      { change: 'drops column', target: 'posts.author' },
      { change: 'sets NOT NULL on', target: 'posts.tags' },
    ]);
  });
});
