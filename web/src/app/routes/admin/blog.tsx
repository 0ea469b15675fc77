import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { BlogAdmin } from '@/features/blog-admin/components/blog-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/blog: the blog posts table and editor (docs/product.md#admin-lists). */
export function Component() {
  const { t } = useTranslation('adminContent');
  const { t: tChrome } = useTranslation();
  useDocumentTitle(`${t('blog.title')} · ${tChrome('admin.label')}`);
  return <BlogAdmin />;
}
