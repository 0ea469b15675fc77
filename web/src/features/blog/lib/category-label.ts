import type { BlogCategory, Language } from '@madar/shared';

/** A category's label in the current language, or its id when the list does not know it. */
export function categoryLabel(categories: readonly BlogCategory[], id: string, lang: Language): string {
  return categories.find((category) => category.id === id)?.label[lang] ?? id;
}
