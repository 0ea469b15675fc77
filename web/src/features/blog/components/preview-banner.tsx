import type { Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '@/lib/format';

/** Says, on a preview address, that the page is not published and when the address stops opening. */
export function PreviewBanner({ expiresAt, lang }: { expiresAt: string; lang: Language }) {
  const { t } = useTranslation('blog');
  return (
    <div className="preview-banner" role="note" aria-label={t('preview.label')}>
      <div className="container preview-banner__inner">
        <strong className="preview-banner__title">{t('preview.title')}</strong>
        <span>{t('preview.notice', { time: formatShortDateTime(expiresAt, lang) })}</span>
      </div>
    </div>
  );
}
