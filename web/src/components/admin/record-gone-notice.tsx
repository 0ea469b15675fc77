import { useTranslation } from 'react-i18next';
import './admin-ui.css';

/**
 * Said above a list when its address named a record that no longer exists (a link from the dashboard's
 * activity to something deleted since): the list is still there, with this short word, not an error.
 */
export function RecordGoneNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-notice" role="status">
      <p>{t('list.recordGone')}</p>
      <button type="button" className="admin-button admin-button--sm" onClick={onDismiss}>
        {t('list.dismissNotice')}
      </button>
    </div>
  );
}
