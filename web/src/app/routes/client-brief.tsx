import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { ClientBriefForm } from '@/features/client-brief/components/client-brief-form';
import { WhyChooseUs } from '@/features/client-brief/components/why-choose-us';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['brief', 'validation'] } satisfies I18nHandle;

/**
 * Client brief (docs/product.md#client-brief): the sectioned form, then why choose us and the four-step
 * process.
 */
export function Component() {
  const { t } = useTranslation('brief');
  useDocumentTitle(t('meta.title'));
  useMetaDescription(t('meta.description'));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section className="section">
        <div className="container brief-layout">
          <ClientBriefForm />
        </div>
      </section>
      <WhyChooseUs />
    </>
  );
}
