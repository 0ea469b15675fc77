import type { Language } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '@/lib/format';
import './preview-banner.css';

/**
 * Says, on a preview address (a post's, a job's), that the page is not published and when the address
 * stops opening. `ns` is the page's own namespace, which holds `preview.title|notice`: a page loads
 * no other namespace for it.
 */
export function PreviewBanner({
  expiresAt,
  lang,
  ns,
}: {
  expiresAt: string;
  lang: Language;
  ns: 'blog' | 'careers';
}) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  return (
    // Named by its visible title, so a screen reader says what the eye reads first.
    <div className="preview-banner" role="note" aria-labelledby={titleId}>
      <div className="container preview-banner__inner">
        <strong id={titleId} className="preview-banner__title">
          {t('preview.title')}
        </strong>
        <span>{t('preview.notice', { time: formatShortDateTime(expiresAt, lang) })}</span>
      </div>
    </div>
  );
}
