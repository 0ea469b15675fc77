import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { PageHero } from '@/components/ui/page-hero';
import { CareersApply } from '@/features/careers/components/careers-apply';
import { CareersCulture } from '@/features/careers/components/careers-culture';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['careers', 'validation'] } satisfies I18nHandle;

/**
 * Careers (docs/product.md#careers): hero, culture and benefits, then the openings and the application form.
 */
export function Component() {
  const { t } = useTranslation('careers');
  useDocumentTitle(t('meta.title'));
  useMetaDescription(t('meta.description'));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
        <a href="#openings-title" className="button button--primary">
          {t('hero.cta')}
          <ArrowIcon size={18} />
        </a>
      </PageHero>
      <CareersCulture />
      <CareersApply />
    </>
  );
}
