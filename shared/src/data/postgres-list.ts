/**
 * The PostgreSQL side of the list contract, beside `listInMemory`: one page of a query the store has
 * already filtered (status, search, its own filters) and how many rows match in all, ordered as memory
 * mode orders them (ties broken by id in the sort's direction).
 */
import { type OrderByExpression, type RawBuilder, type SelectQueryBuilder, type Simplify, sql } from 'kysely';
import type { ListQuery, Page } from '../list-query';
import { SEARCH_FOLDS, SEARCH_IGNORED_MARKS } from '../search-text';

export interface PostgresListRules<DB, TB extends keyof DB, O, T> {
  /** What the query's sort field orders by: a column, or an expression such as `lower(name)`. */
  sortBy: OrderByExpression<DB, TB, O>;
  /** The unique key that breaks ties, so every order is total and pages neither repeat nor skip a row. */
  id: OrderByExpression<DB, TB, O>;
  toItem: (row: Simplify<O>) => T;
  /** How many rows match, where the store keeps the number cheaper than counting them. */
  total?: () => Promise<number>;
}

/** How many rows the filtered query matches: its selection swapped for `count(*)`, unordered and unpaged. */
async function countRows<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    // The row type cannot be worked out for a table not yet known; it is `{ total }` whatever the table.
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listInPostgres<DB, TB extends keyof DB, O, T>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'sort'>,
  rules: PostgresListRules<DB, TB, O, T>,
): Promise<Page<T>> {
  const { direction } = query.sort;
  const [page, total] = await Promise.all([
    rows
      .orderBy(rules.sortBy, direction)
      // Ties by id in the same direction, as in memory: one index serves each order both ways.
      .orderBy(rules.id, direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    rules.total ? rules.total() : countRows(rows),
  ]);
  return { items: page.map(rules.toItem), total, page: query.page, pageSize: query.pageSize };
}

/**
 * `normalizeForSearch` in SQL, over the SQL expression `text` (trusted SQL, never user input): what a
 * search column holds, so `search_text LIKE containsPattern(term)` finds what memory mode finds and the
 * column's trigram index serves it. Only immutable built-ins (`normalize`, `lower`, `regexp_replace`,
 * `translate`), so it can define a generated column and survive a dump and restore; no parameters, so it
 * can stand in DDL.
 */
export const searchFoldSql = (text: string): RawBuilder<string> =>
  sql.raw(
    `translate(regexp_replace(lower(normalize(${text}, NFKC)), '${SEARCH_IGNORED_MARKS}', '', 'g'), '${SEARCH_FOLDS.from}', '${SEARCH_FOLDS.to}')`,
  );
