import { useTranslation } from 'react-i18next';
import './admin-ui.css';

/**
 * Previous / next page of an admin list and where it stands ("Page 2 of 5"). The arrows point along
 * the reading direction, so they mirror in Arabic. Hidden when everything fits on one page.
 */
export function Pager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('list.pagination')}>
      <button
        type="button"
        className="admin-button admin-button--sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('list.previousPage')}
      >
        <svg className="admin-pager__arrow icon--directional" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 6l-6 6 6 6" />
        </svg>
        {t('list.previous')}
      </button>
      <p className="admin-pager__status">{t('list.page', { page, pages: pageCount })}</p>
      <button
        type="button"
        className="admin-button admin-button--sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('list.nextPage')}
      >
        {t('list.next')}
        <svg className="admin-pager__arrow icon--directional" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </button>
    </nav>
  );
}
