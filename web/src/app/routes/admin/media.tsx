import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { MediaLibraryPage } from '@/features/media-admin/components/media-library-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/media: the blog's image library (editors and owners; the layout says "not allowed" to the others). */
export function Component() {
  const { t } = useTranslation('media');
  const { t: tAdmin } = useTranslation('admin');
  useDocumentTitle(`${t('title')} · ${tAdmin('layout.label')}`);
  return <MediaLibraryPage />;
}
