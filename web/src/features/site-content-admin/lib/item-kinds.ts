/**
 * The catalogue's simpler lists (testimonials, figures, team, timeline), described as data so one
 * generic editor serves them: the fields staff edit, each with its contract limit. Fields not listed
 * (an image, an icon) are sent back as they were loaded, since a save replaces the whole item.
 */
import {
  localize,
  STATISTIC_LIMITS,
  STATISTIC_VALUE_MAX,
  TEAM_MEMBER_LIMITS,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  TIMELINE_ENTRY_LIMITS,
  type Language,
  type LocalizedText,
} from '@madar/shared';

export type ItemField =
  | { name: string; type: 'text' | 'multiline'; max: number }
  | { name: string; type: 'number'; min: number; max: number }
  | { name: string; type: 'checkbox' };

export interface ItemKind {
  /** The public path under /api, and the PATCH's. */
  path: 'testimonials' | 'statistics' | 'team' | 'timeline';
  /** The item's key: its id, or a milestone's year. */
  key: 'id' | 'year';
  /** How a row names the item. */
  name: (item: CatalogueItem, lang: Language) => string;
  fields: readonly ItemField[];
}

/** An item of any of these lists, as the public list serves it. */
export type CatalogueItem = Record<string, unknown>;

const textOf = (item: CatalogueItem, field: string, lang: Language) =>
  localize(item[field] as LocalizedText, lang);

export const ITEM_KINDS: readonly ItemKind[] = [
  {
    path: 'testimonials',
    key: 'id',
    name: (item, lang) => textOf(item, 'name', lang),
    fields: [
      { name: 'name', type: 'text', max: TESTIMONIAL_LIMITS.name },
      { name: 'position', type: 'text', max: TESTIMONIAL_LIMITS.position },
      { name: 'company', type: 'text', max: TESTIMONIAL_LIMITS.company },
      { name: 'content', type: 'multiline', max: TESTIMONIAL_LIMITS.content },
      { name: 'rating', type: 'number', min: TESTIMONIAL_RATING_MIN, max: TESTIMONIAL_RATING_MAX },
      { name: 'featured', type: 'checkbox' },
    ],
  },
  {
    path: 'statistics',
    key: 'id',
    name: (item, lang) => textOf(item, 'label', lang),
    fields: [
      { name: 'value', type: 'number', min: 0, max: STATISTIC_VALUE_MAX },
      { name: 'label', type: 'text', max: STATISTIC_LIMITS.label },
    ],
  },
  {
    path: 'team',
    key: 'id',
    name: (item, lang) => textOf(item, 'name', lang),
    fields: [
      { name: 'name', type: 'text', max: TEAM_MEMBER_LIMITS.name },
      { name: 'position', type: 'text', max: TEAM_MEMBER_LIMITS.position },
      { name: 'bio', type: 'multiline', max: TEAM_MEMBER_LIMITS.bio },
    ],
  },
  {
    path: 'timeline',
    key: 'year',
    name: (item, lang) => `${String(item.year)} · ${textOf(item, 'title', lang)}`,
    fields: [
      { name: 'title', type: 'text', max: TIMELINE_ENTRY_LIMITS.title },
      { name: 'description', type: 'multiline', max: TIMELINE_ENTRY_LIMITS.description },
    ],
  },
];

/** The item without its key: what a save sends. */
export function itemBody(kind: ItemKind, item: CatalogueItem): CatalogueItem {
  const { [kind.key]: _key, ...rest } = item;
  return rest;
}
