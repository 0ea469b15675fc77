import type { BlogCategory, Language } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  categories: readonly BlogCategory[];
  lang: Language;
  query: string;
  category: string;
  onQueryChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
}

/** The labelled search box and the category toggle buttons (aria-pressed marks the active one). */
export function BlogFilters({ categories, lang, query, category, onQueryChange, onCategoryChange }: Props) {
  const { t } = useTranslation('blog');
  const searchId = useId();

  return (
    <div className="blog-filters">
      <div className="blog-filters__search">
        <label htmlFor={searchId} className="blog-filters__label">
          {t('list.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          className="blog-filters__input"
          autoComplete="off"
        />
      </div>
      <div className="blog-filters__categories" role="group" aria-label={t('list.categoriesLabel')}>
        {categories.map((item) => (
          <button
            key={item.id}
            type="button"
            className="blog-filters__category"
            aria-pressed={item.id === category}
            onClick={() => onCategoryChange(item.id)}
          >
            {item.label[lang]}
          </button>
        ))}
      </div>
    </div>
  );
}
