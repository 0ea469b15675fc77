import { LANGUAGES, type PostPreviewLink } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-error';
import { formatShortDateTime } from '@/lib/format';
import { createPostPreview } from '../api/create-post-preview';
import type { PostPayload } from '../lib/post-form';
import './post-preview-button.css';

type PreviewState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'ready'; link: PostPreviewLink }
  | { kind: 'failed'; invalid: boolean };

/**
 * Shows the editor's current, unsaved post as its public page will look, in a new tab: the post is sent
 * as it stands (nothing is saved) and the preview's address opened in the editor's language, with a link
 * per language left beside the button. The address opens for a limited time only.
 */
export function PostPreviewButton({ payload, postId }: { payload: PostPayload; postId?: string }) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });

  const preview = async () => {
    // Opened within the click, or a popup blocker would stop it; sent to the preview once it is known.
    const tab = window.open('', '_blank');
    setState({ kind: 'busy' });
    try {
      const link = await createPostPreview(payload, postId);
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
    <div className="post-preview-button">
      <button
        type="button"
        className="admin-button admin-button--sm"
        onClick={() => void preview()}
        disabled={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? t('blog.previewPage.opening') : t('blog.previewPage.button')}
      </button>
      {state.kind === 'ready' ? (
        <p className="post-preview-button__links">
          {t('blog.previewPage.links', { time: formatShortDateTime(state.link.expiresAt, lang) })}{' '}
          {LANGUAGES.map((language) => (
            <a
              key={language.code}
              href={state.link.urls[language.code]}
              target="_blank"
              rel="noopener noreferrer"
              lang={language.code}
              dir={language.dir}
              className="post-preview-button__link"
            >
              {language.label}
            </a>
          ))}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="post-preview-button__error" role="alert">
          {state.invalid ? t('blog.previewPage.invalid') : t('blog.previewPage.failed')}
        </p>
      ) : null}
    </div>
  );
}
