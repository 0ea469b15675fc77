import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import { OfficeCards } from '@/features/contact/components/office-cards';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['contact', 'validation'] } satisfies I18nHandle;

/**
 * Contact (docs/product.md#contact): the form beside the contact details and opening hours, then the offices.
 */
export function Component() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('meta.title'));
  useMetaDescription(t('meta.description'));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section className="section">
        <div className="container contact-layout">
          <ContactForm />
          <ContactInfo />
        </div>
      </section>
      <OfficeCards />
    </>
  );
}
