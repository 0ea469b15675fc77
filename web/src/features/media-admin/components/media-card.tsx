import { LANGUAGES, type Language, type LocalizedText } from '@madar/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useLanguage } from '@/hooks/use-language';
import { isApiError } from '@/lib/api-error';
import {
  deleteMedia,
  getMediaUses,
  MEDIA_ACCEPT,
  MEDIA_ALT_MAX,
  replaceMediaFile,
  thumbnailOf,
  updateMediaAlt,
  type MediaItem,
  type MediaUse,
} from '../api/media';
import { mediaErrorText } from './media-messages';

interface Props {
  item: MediaItem;
  /** After a change: the list is read again; `message` is announced. */
  onChanged: (message: string) => void;
}

/** One image of the library: its thumbnail, its alt text in both languages, replace and delete. */
export function MediaCard({ item, onChanged }: Props) {
  const { t } = useTranslation('media');
  const { lang } = useLanguage();
  const id = useId();
  const [alt, setAlt] = useState<LocalizedText>(item.alt);
  const [altProblem, setAltProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [uses, setUses] = useState<MediaUse[]>();
  const [confirming, setConfirming] = useState(false);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await action());
    } catch (cause) {
      setError(mediaErrorText(t, cause));
    } finally {
      setBusy(false);
    }
  };

  const saveAlt = (event: FormEvent) => {
    event.preventDefault();
    const value = { en: alt.en.trim(), ar: alt.ar.trim() };
    if (!value.en || !value.ar) return setAltProblem(t('alt.required'));
    setAltProblem(undefined);
    void run(async () => {
      await updateMediaAlt(item.id, value);
      return t('alt.saved');
    });
  };

  const replace = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      await replaceMediaFile(item.id, file);
      return t('replace.done');
    });
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setError(undefined);
    try {
      await deleteMedia(item.id);
      onChanged(t('delete.done'));
    } catch (cause) {
      if (isApiError(cause) && cause.code === 'MEDIA.IN_USE')
        setUses(await getMediaUses(item.id).catch(() => []));
      else setError(mediaErrorText(t, cause));
    } finally {
      setBusy(false);
    }
  };

  const altField = (language: Language, dir: 'ltr' | 'rtl') => (
    <label key={language} className="media-card__field">
      <span>{t(`alt.${language}`)}</span>
      <input
        type="text"
        lang={language}
        dir={dir}
        value={alt[language]}
        maxLength={MEDIA_ALT_MAX}
        onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
        aria-describedby={`${id}-alt-hint`}
      />
    </label>
  );

  return (
    <li className="media-card" aria-busy={busy}>
      <img
        className="media-card__thumb"
        src={thumbnailOf(item)}
        alt={item.alt[lang] || ''}
        width={item.width}
        height={item.height}
        loading="lazy"
      />
      <div className="media-card__body">
        <p className="media-card__name" dir="auto">
          {item.fileName}
        </p>
        <p className="media-card__meta">{t('card.size', { width: item.width, height: item.height })}</p>
        <label className="media-card__field">
          <span>{t('card.address')}</span>
          <input type="text" readOnly dir="ltr" value={item.url} onFocus={(event) => event.target.select()} />
        </label>
        <form className="media-card__alt" onSubmit={saveAlt} noValidate>
          <fieldset disabled={busy}>
            <legend>{t('alt.legend')}</legend>
            <p id={`${id}-alt-hint`} className="media-card__hint">
              {t('alt.hint')} {t('alt.tooLong', { max: MEDIA_ALT_MAX })}
            </p>
            {LANGUAGES.map(({ code, dir }) => altField(code, dir))}
            {altProblem && (
              <p className="media-card__problem" role="alert">
                {altProblem}
              </p>
            )}
            <button type="submit" className="admin-button admin-button--sm">
              {busy ? t('alt.saving') : t('alt.save')}
            </button>
          </fieldset>
        </form>
        <div className="media-card__actions">
          <label className="admin-button admin-button--sm media-card__file">
            {t('replace.button')}
            <input
              type="file"
              accept={MEDIA_ACCEPT}
              disabled={busy}
              onChange={(event) => replace(event.target.files?.[0])}
            />
          </label>
          <button
            type="button"
            className="admin-button admin-button--sm admin-button--danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('delete.button')}
          </button>
        </div>
        {error && (
          <p className="media-card__problem" role="alert">
            {error}
          </p>
        )}
        {uses && (
          <div className="media-card__problem" role="alert">
            <p>{t('delete.inUse')}</p>
            <ul>
              {uses.map((use) => (
                <li key={`${use.postId}-${use.field}`}>
                  <span dir="auto">{use.title[lang]}</span> (
                  {use.field === 'image' ? t('delete.useImage') : t('delete.useContent')})
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('delete.confirmTitle')}
        message={t('delete.confirmMessage', { name: item.fileName })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
