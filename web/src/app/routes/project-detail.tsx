import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { CtaBand } from '@/components/ui/cta-band';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['catalog'] } satisfies I18nHandle;

export function Component() {
  const { t } = useTranslation('catalog');
  const projectId = useParams().projectId ?? '';
  return (
    <ProjectDetail
      key={projectId}
      projectId={projectId}
      cta={
        <CtaBand title={t('projectDetail.ctaTitle')} text={t('projectDetail.ctaText')}>
          <Link to="/contact" className="button button--primary">
            {t('projectDetail.ctaContact')}
            <ArrowIcon size={18} />
          </Link>
          <Link to="/client-brief" className="button button--outline-light">
            {t('projectDetail.ctaBrief')}
          </Link>
        </CtaBand>
      }
    />
  );
}
