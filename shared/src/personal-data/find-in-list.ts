/**
 * A person's records found through a store's admin list: its search (a substring over fields the
 * address is one of) narrows them, an exact comparison without case keeps the person's own, page after
 * page, so a store needs no query of its own for privacy requests.
 */
import { type ListQuery, MAX_PAGE_SIZE, type Page, type SortOrder } from '../list-query';

export async function findInList<T, F extends string>(
  list: (query: ListQuery<F, never>) => Promise<Page<T>>,
  sort: SortOrder<F>,
  email: string,
  addressOf: (item: T) => string,
): Promise<T[]> {
  const found: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await list({ page, pageSize: MAX_PAGE_SIZE, search: email, sort });
    found.push(...items.filter((item) => addressOf(item).toLowerCase() === email));
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return found;
  }
}

/** Deletes each record through the store's own delete; how many went, under `name`. */
export async function eraseEach(
  name: string,
  ids: readonly string[],
  remove: (id: string) => Promise<boolean>,
): Promise<Record<string, number>> {
  let gone = 0;
  for (const id of ids) if (await remove(id)) gone += 1;
  return { [name]: gone };
}
