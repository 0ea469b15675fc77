import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import type { CatalogueItem, ItemKind } from '../lib/item-kinds';

/** GET /api/<kind>: the whole list, each item in full. */
export const siteItemsKey = (kind: ItemKind) => `/${kind.path}`;

export function useSiteItems(kind: ItemKind) {
  return useSWR<CatalogueItem[], ApiError>(siteItemsKey(kind), (key: string) =>
    api.get<CatalogueItem[]>(key),
  );
}

/** PATCH /api/<kind>/:key (editors, owners): the whole item but its key; 200 with it as stored. */
export function updateItem(kind: ItemKind, key: string, body: CatalogueItem): Promise<CatalogueItem> {
  return api.patch<CatalogueItem>(`/${kind.path}/${encodeURIComponent(key)}`, body);
}
