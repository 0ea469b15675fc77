import '@/locales/register-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from 'react-i18next';

/** Stand-in for an admin section not built yet. */
export function AdminPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('admin.label')}`);
  return (
    <section className="admin-section" data-placeholder="true">
      <h1 className="admin-section__title">{title}</h1>
      <p className="admin-section__note">{t('common.comingSoon')}</p>
    </section>
  );
}
