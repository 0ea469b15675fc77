import type { StaffRole } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * What the panel shows in place of a section the signed-in role does not hold: typed by hand, an old
 * link, or a 403 AUTH.FORBIDDEN from a service. The layout stays around it, so the menu is one step away.
 */
export function NotAllowed({ role }: { role: StaffRole | undefined }) {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  useDocumentTitle(`${t('notAllowed.title')} · ${tAdmin('layout.label')}`);
  return (
    <section className="admin-page not-allowed" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className="admin-page__title">
        {t('notAllowed.title')}
      </h1>
      <p>{t('notAllowed.message')}</p>
      {role ? (
        <p className="admin-page__subtitle">{t('notAllowed.roleIs', { role: t(`roles.${role}`) })}</p>
      ) : null}
      <p>
        <Link to="/admin/dashboard" className="admin-button admin-button--primary">
          {t('notAllowed.back')}
        </Link>
      </p>
    </section>
  );
}
