import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

/** Careers › the job: the way back to every opening. */
export function JobBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation('careers');
  return (
    <nav className="job-breadcrumb" aria-label={t('detail.breadcrumb')}>
      <ol className="container job-breadcrumb__list">
        <li>
          <Link to="/careers">{t('hero.title')}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
