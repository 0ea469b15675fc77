/**
 * Expand/contract, checked (docs/migrations.md): during a rolling update the previous version's pods
 * run on the schema the new version migrated, so a migration may only add to it (tables, nullable
 * columns or columns with a default, indexes, backfills). What breaks the previous version (dropping
 * or renaming a table or column, changing a column's type, NOT NULL on a column it does not write,
 * dropping a default it relies on) waits for a later release, in a migration that names the earlier
 * one whose expand it finishes: `contractStep('0006_author_per_language', { up })`.
 *
 * The check runs each migration's `up` against a driver that records the SQL it would send (no
 * database; reads answer no rows), and reads the statements for those changes. Migrations shipped
 * before the rule are listed in GRANDFATHERED with what they did.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Migration, Migrations } from './database';

export type ContractChange =
  | 'drops table'
  | 'renames table'
  | 'drops column'
  | 'renames column'
  | 'changes the type of'
  | 'sets NOT NULL on'
  | 'adds NOT NULL without a default:'
  | 'drops the default of';

export interface ContractFinding {
  change: ContractChange;
  /** `table` or `table.column`. */
  target: string;
}

/** Where a contract step records the expand it finishes (read by `contractedExpand`). */
const CONTRACTS = 'contracts';

/**
 * Marks `migration` as the contract step of `expand`, an earlier migration of the same service whose
 * release every running replica has since reached (the check verifies the name and the order).
 */
export function contractStep(expand: string, migration: Migration): Migration {
  return Object.assign({}, migration, { [CONTRACTS]: expand });
}

/** The expand a contract step names, or undefined. */
export function contractedExpand(migration: Migration): string | undefined {
  const value: unknown = (migration as unknown as Record<string, unknown>)[CONTRACTS];
  return typeof value === 'string' ? value : undefined;
}

export interface GrandfatheredMigration {
  service: string;
  migration: string;
  /** What it did to the previous version, kept as the record of why it is exempt. */
  reason: string;
}

/** Shipped before the rule; never edited, so exempt. Nothing is added here: new ones use contractStep. */
export const GRANDFATHERED: readonly GrandfatheredMigration[] = [
  {
    service: 'content',
    migration: '0003_localized_tags',
    reason: 'posts.tags dropped and replaced by jsonb under the same name in one step',
  },
  {
    service: 'content',
    migration: '0006_author_per_language',
    reason: 'posts.author_name NOT NULL at once, filled by a trigger from what the previous version writes',
  },
  {
    service: 'inquiries',
    migration: '0003_search_folds_arabic',
    reason: 'search_text columns dropped and added again (generated: the previous version never writes them)',
  },
  {
    service: 'recruitment',
    migration: '0004_search_folds_arabic',
    reason: 'search_text columns dropped and added again (generated: the previous version never writes them)',
  },
  {
    service: 'recruitment',
    migration: '0007_job_slugs',
    reason: 'jobs.slug NOT NULL at once: the previous version could not create a job during the roll',
  },
];

/** Records every statement a migration sends; reads answer no rows. */
class RecordingDriver extends DummyDriver {
  readonly statements: string[] = [];

  override acquireConnection(): Promise<DatabaseConnection> {
    const record = (query: CompiledQuery) => this.statements.push(query.sql);
    return Promise.resolve({
      executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        record(query);
        return Promise.resolve({ rows: [] });
      },
      streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
        record(query);
        const none: AsyncIterableIterator<QueryResult<R>> = {
          next: () => Promise.resolve({ done: true, value: undefined }),
          [Symbol.asyncIterator]() {
            return none;
          },
        };
        return none;
      },
    });
  }
}

/** The SQL `migration.up` sends, in order, without a database. */
export async function recordMigrationSql(migration: Migration): Promise<string[]> {
  const driver = new RecordingDriver();
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  try {
    await migration.up(db);
  } finally {
    await db.destroy();
  }
  return driver.statements;
}

/**
 * The statements in `text`, lower-cased on one line each, without comments, string literals or
 * dollar-quoted bodies (a function's body is not a change to a table) and with identifiers unquoted.
 */
export function splitStatements(text: string): string[] {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$([a-z_]\w*)?\$/i.exec(rest);
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
    } else if (text[i] === "'") {
      let j = i + 1;
      while (j < text.length && !(text[j] === "'" && text[j + 1] !== "'")) j += text[j] === "'" ? 2 : 1;
      i = j + 1;
      out += "''";
    } else if (dollar) {
      const end = text.indexOf(dollar[0], i + dollar[0].length);
      i = end < 0 ? text.length : end + dollar[0].length;
      out += '$$';
    } else if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      out += text.slice(i + 1, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end + 1;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out
    .toLowerCase()
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement.length > 0);
}

/** `a, b (c, d), e` -> `a`, `b (c, d)`, `e`: commas outside parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

const NAME = String.raw`[\w$]+(?:\.[\w$]+)*`;
/** `schema.table` -> `table`: migrations run in their service's schema. */
const bare = (name: string): string => name.split('.').pop() ?? name;

/** What one migration's statements change that the previous version depends on. */
export function contractChanges(statements: readonly string[]): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const createdTables = new Set<string>();
  /** Columns this migration added to tables that existed before it: whether each has a default. */
  const addedColumns = new Map<string, boolean>();
  const found = (change: ContractChange, target: string) => findings.push({ change, target });

  for (const statement of statements.flatMap(splitStatements)) {
    const created = new RegExp(`^create (?:unlogged )?table (?:if not exists )?(${NAME})`).exec(statement);
    if (created?.[1]) createdTables.add(bare(created[1]));

    const dropped = /^drop table (?:if exists )?(.+?)(?: cascade| restrict)?$/.exec(statement);
    if (dropped?.[1]) for (const name of dropped[1].split(',')) found('drops table', bare(name.trim()));

    const altered = new RegExp(`^alter table (?:if exists )?(?:only )?(${NAME}) (.*)$`).exec(statement);
    if (!altered?.[1] || altered[2] === undefined) continue;
    const table = bare(altered[1]);
    if (createdTables.has(table)) continue;
    if (/^rename to /.test(altered[2])) {
      found('renames table', table);
      continue;
    }
    for (const action of topLevelParts(altered[2])) {
      const column = (pattern: string) => new RegExp(pattern.replace('NAME', () => NAME)).exec(action)?.[1];
      const renamed =
        /^rename (?:column )?(?!constraint )/.test(action) && column('^rename (?:column )?(NAME)');
      const droppedColumn =
        !/^drop constraint /.test(action) && column('^drop (?:column )?(?:if exists )?(NAME)');
      const added =
        !/^add (?:constraint|primary key|unique|check|foreign key|exclude)\b/.test(action) &&
        column('^add (?:column )?(?:if not exists )?(NAME)');
      const alteredColumn = new RegExp(`^alter (?:column )?(${NAME}) (.*)$`).exec(action);
      if (renamed) found('renames column', `${table}.${renamed}`);
      else if (droppedColumn) found('drops column', `${table}.${droppedColumn}`);
      else if (added) {
        const hasDefault = /\b(default|generated)\b/.test(action);
        addedColumns.set(`${table}.${added}`, hasDefault);
        if (/\bnot null\b/.test(action) && !hasDefault)
          found('adds NOT NULL without a default:', `${table}.${added}`);
      } else if (alteredColumn?.[1] && alteredColumn[2] !== undefined) {
        const target = `${table}.${alteredColumn[1]}`;
        const how = alteredColumn[2];
        // A column this migration added: no replica of the previous version writes it yet, but one
        // inserting a row still leaves it out, so NOT NULL needs the default the column was added with.
        const addedHere = addedColumns.get(target);
        if (/^(?:set data )?type /.test(how) && addedHere === undefined) found('changes the type of', target);
        else if (/^set not null\b/.test(how) && addedHere !== true) found('sets NOT NULL on', target);
        else if (/^drop default\b/.test(how) && addedHere === undefined)
          found('drops the default of', target);
      }
    }
  }
  return findings;
}

/**
 * Every way `migrations` (one service's, by name) breaks the rule, as sentences; empty when it holds.
 * A grandfathered entry that no longer names a migration with such a change is reported too, so the
 * list only ever shrinks to what is true.
 */
export async function checkMigrations(
  service: string,
  migrations: Migrations,
  grandfathered: readonly GrandfatheredMigration[] = GRANDFATHERED,
): Promise<string[]> {
  const problems: string[] = [];
  const names = Object.keys(migrations).sort();
  const exempt = new Set(grandfathered.filter((g) => g.service === service).map((g) => g.migration));
  for (const name of names) {
    const migration = migrations[name];
    if (!migration) continue;
    let findings: ContractFinding[];
    try {
      findings = contractChanges(await recordMigrationSql(migration));
    } catch (err) {
      problems.push(
        `${service} ${name}: cannot be checked (${err instanceof Error ? err.message : String(err)})`,
      );
      continue;
    }
    const expand = contractedExpand(migration);
    if (expand !== undefined) {
      if (!migrations[expand])
        problems.push(`${service} ${name}: contracts ${expand}, which is no migration of ${service}`);
      else if (expand >= name)
        problems.push(`${service} ${name}: contracts ${expand}, which does not come before it`);
      continue;
    }
    if (exempt.has(name)) {
      exempt.delete(name);
      if (findings.length === 0)
        problems.push(`${service} ${name}: grandfathered but breaks nothing: take it off the list`);
      continue;
    }
    for (const { change, target } of findings) {
      problems.push(
        `${service} ${name}: ${change} ${target}, which breaks the previous version during a rollout: ` +
          'make it a later contractStep(<its expand>, …) (docs/migrations.md)',
      );
    }
  }
  for (const name of exempt) problems.push(`${service} ${name}: grandfathered but no such migration`);
  return problems;
}
