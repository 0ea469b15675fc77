import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSiteItems } from '../api/site-items';
import type { CatalogueItem, ItemKind } from '../lib/item-kinds';

/** One simpler list of the catalogue, in its display order, each item with its Edit button. */
export function ItemList({ kind, onEdit }: { kind: ItemKind; onEdit: (item: CatalogueItem) => void }) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { data, error } = useSiteItems(kind);
  return (
    <section aria-labelledby={`site-content-${kind.path}`}>
      <h2 id={`site-content-${kind.path}`} className="site-content__heading">
        {t(`siteContent.kinds.${kind.path}`)}
      </h2>
      {error ? <ErrorBanner message={t('siteContent.loadFailed')} /> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? (
        <ul className="site-content__rows">
          {data.map((item) => (
            <li key={String(item[kind.key])} className="site-content__row">
              <span className="site-content__row-title">{kind.name(item, lang)}</span>
              <button
                type="button"
                className="admin-button"
                aria-label={t('siteContent.editNamed', { name: kind.name(item, lang) })}
                onClick={() => onEdit(item)}
              >
                {t('common.edit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
