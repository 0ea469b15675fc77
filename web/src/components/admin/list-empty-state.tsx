import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * What an admin list shows without rows: "nothing yet" when it has no items at all, or "nothing
 * matches" with a way back to the whole list when a search or a filter is applied.
 */
export function ListEmptyState({
  filtered,
  emptyTitle,
  noMatchTitle,
  onClear,
}: {
  filtered: boolean;
  emptyTitle: string;
  noMatchTitle: string;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!filtered) return <EmptyState title={emptyTitle} />;
  return (
    <EmptyState
      title={noMatchTitle}
      description={t('list.noMatchHint')}
      action={
        <button type="button" className="admin-button" onClick={() => onClear()}>
          {t('list.clearFilters')}
        </button>
      }
    />
  );
}
