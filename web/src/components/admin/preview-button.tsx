import { LANGUAGES, type PostPreviewLink } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-error';
import { formatShortDateTime } from '@/lib/format';
import './preview-button.css';

type PreviewState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'ready'; link: PostPreviewLink }
  | { kind: 'failed'; invalid: boolean };

/**
 * Shows an editor's current, unsaved record (a post, a job) as its public page will look, in a new tab:
 * `request` sends it as it stands (nothing is saved) and answers the preview's addresses, of which the
 * one in the editor's language is opened, with a link per language left beside the button. The address
 * opens for a limited time only.
 */
export function PreviewButton({ request }: { request: () => Promise<PostPreviewLink> }) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });

  const preview = async () => {
    // Opened within the click, or a popup blocker would stop it; sent to the preview once it is known.
    const tab = window.open('', '_blank');
    setState({ kind: 'busy' });
    try {
      const link = await request();
      setState({ kind: 'ready', link });
      if (tab) {
        tab.opener = null;
        tab.location.href = link.urls[lang];
      }
    } catch (error) {
      tab?.close();
      setState({ kind: 'failed', invalid: error instanceof ApiError && error.status === 400 });
    }
  };

  return (
    <div className="preview-button">
      <button
        type="button"
        className="admin-button admin-button--sm"
        onClick={() => void preview()}
        disabled={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? t('common.previewPage.opening') : t('common.previewPage.button')}
      </button>
      {state.kind === 'ready' ? (
        <p className="preview-button__links">
          {t('common.previewPage.links', { time: formatShortDateTime(state.link.expiresAt, lang) })}{' '}
          {LANGUAGES.map((language) => (
            <a
              key={language.code}
              href={state.link.urls[language.code]}
              target="_blank"
              rel="noopener noreferrer"
              lang={language.code}
              dir={language.dir}
              className="preview-button__link"
            >
              {language.label}
            </a>
          ))}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="preview-button__error" role="alert">
          {state.invalid ? t('common.previewPage.invalid') : t('common.previewPage.failed')}
        </p>
      ) : null}
    </div>
  );
}
