import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLanguage } from '@/hooks/use-language';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { formatRetention, useRetentionPeriods } from '@/hooks/use-retention-periods';
import { formatLongDate } from '@/lib/format';
import { LEGAL_LAST_UPDATED, PRIVACY_SECTIONS, TERMS_SECTIONS } from '../lib/legal-documents';
import { parseLegalBody } from '../lib/parse-legal-body';
import './legal-document.css';

type Props =
  | { document: 'privacy'; sections: typeof PRIVACY_SECTIONS }
  | { document: 'terms'; sections: typeof TERMS_SECTIONS };

function LegalDocument(props: Props) {
  const { t } = useTranslation('legal');
  const { lang } = useLanguage();
  const doc = props.document;
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  useMetaDescription(t(`${doc}.metaDescription`));

  const retention = useRetentionWording(props.document === 'privacy');

  // Each document's section ids are typed to its own keys; read the texts through one narrow helper.
  // The privacy policy's retention periods are the services' settings (RETENTION_*_DAYS), not text.
  const sectionText = (id: string, field: 'title' | 'body'): string =>
    props.document === 'privacy'
      ? t(`privacy.sections.${id as (typeof PRIVACY_SECTIONS)[number]}.${field}`, retention)
      : t(`terms.sections.${id as (typeof TERMS_SECTIONS)[number]}.${field}`);

  return (
    <>
      <PageHero title={title} subtitle={t(`${doc}.intro`)} />
      <div className="section">
        <div className="container legal-document">
          <nav className="legal-document__toc" aria-labelledby={`${doc}-toc-title`}>
            <h2 id={`${doc}-toc-title`} className="legal-document__toc-title">
              {t('tocLabel')}
            </h2>
            <ol className="legal-document__toc-list">
              {props.sections.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{sectionText(id, 'title')}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-document__body">
            <p className="legal-document__updated">
              {t('lastUpdated', { date: formatLongDate(LEGAL_LAST_UPDATED, lang) })}
            </p>
            {props.sections.map((id, index) => (
              <section key={id} id={id} className="legal-document__section" aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`} className="legal-document__heading">
                  <span className="legal-document__number">{index + 1}.</span> {sectionText(id, 'title')}
                </h2>
                {parseLegalBody(sectionText(id, 'body')).map((block, blockIndex) =>
                  block.kind === 'list' ? (
                    <ul key={blockIndex} className="legal-document__list">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={blockIndex}>{block.text}</p>
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

/**
 * Each period as the privacy policy words it ("2 years after you send it"), from what the services
 * publish; until both answered (or when one cannot), a pointer to the forms, which state theirs.
 */
function useRetentionWording(wanted: boolean): Record<'applications' | 'briefs' | 'messages', string> {
  const { t } = useTranslation('legal');
  const { t: common } = useTranslation();
  const { lang } = useLanguage();
  const { periods } = useRetentionPeriods(wanted);
  const word = (days: number | undefined) =>
    days === undefined
      ? t('privacy.retentionPeriod.pending')
      : days === 0
        ? t('privacy.retentionPeriod.untilDeleted')
        : t('privacy.retentionPeriod.period', { period: formatRetention(days, lang, common) });
  return {
    applications: word(periods?.applicationsDays),
    briefs: word(periods?.briefsDays),
    messages: word(periods?.messagesDays),
  };
}

export function PrivacyPolicy() {
  return <LegalDocument document="privacy" sections={PRIVACY_SECTIONS} />;
}

export function TermsOfService() {
  return <LegalDocument document="terms" sections={TERMS_SECTIONS} />;
}
