import { NEWSLETTER_PAGES, type NewsletterPage } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { Link } from '@/components/ui/link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { usePageHead } from '@/lib/head-sink';
import './newsletter-outcome.css';

/** The outcome each page's address names (`/newsletter/confirmed` → confirmed). */
const OUTCOMES = new Map(
  (Object.entries(NEWSLETTER_PAGES) as [NewsletterPage, string][]).map(([page, path]) => [
    path.split('/').pop(),
    page,
  ]),
);

/** Which outcome the address shows; the "link not valid" page for an address none names. */
export function outcomeOf(pathname: string): NewsletterPage {
  return OUTCOMES.get(pathname.replace(/\/+$/, '').split('/').pop()) ?? 'linkInvalid';
}

/**
 * Where a newsletter mail's link ends (the API has already confirmed or unsubscribed, and sent the
 * reader here in their language): what happened, in a sentence, and the way home. No data, no script
 * of its own: the server renders it whole.
 */
export function NewsletterOutcome() {
  const { t } = useTranslation('newsletter');
  const outcome = outcomeOf(useLocation().pathname);
  useDocumentTitle(t(`${outcome}.title`));
  useMetaDescription(t(`${outcome}.message`));
  // Said to one reader after their own link: nothing a search engine should list.
  usePageHead({ noindex: true });
  return (
    <section className="newsletter-outcome" data-outcome={outcome}>
      <div className="container newsletter-outcome__inner">
        <h1 className="newsletter-outcome__title">{t(`${outcome}.title`)}</h1>
        <p className="newsletter-outcome__message">{t(`${outcome}.message`)}</p>
        <Link to="/" className="button button--dark">
          <ArrowIcon size={18} className="newsletter-outcome__back-icon" />
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
