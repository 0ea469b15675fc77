import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/admin/pager';
import { MEDIA_ACCEPT, MEDIA_PAGE_SIZE, uploadMedia, useMediaList } from '../api/media';
import { MediaCard } from './media-card';
import { mediaErrorText } from './media-messages';
import './media-library.css';

/**
 * /admin/dashboard/media: the blog's image library (editors and owners; the content service decides).
 * A grid with search, upload by button or by dropping files, and per image its alt text in both
 * languages, replace and delete (refused, with the posts named, while a post uses it).
 */
export function MediaLibraryPage() {
  const { t } = useTranslation('media');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const list = useMediaList(search.trim(), page);

  const changed = (message: string) => {
    setNotice(message);
    void list.mutate();
  };

  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    setProblem('');
    for (const file of files) {
      setNotice(t('upload.running', { name: file.name }));
      try {
        await uploadMedia(file);
        setNotice(t('upload.done', { name: file.name }));
      } catch (cause) {
        setNotice('');
        setProblem(`${file.name}: ${mediaErrorText(t, cause)}`);
      }
    }
    setUploading(false);
    setPage(1);
    void list.mutate();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  const items = list.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / MEDIA_PAGE_SIZE));

  return (
    <section className="media-library" aria-labelledby="media-library-title">
      <header className="media-library__header">
        <h1 id="media-library-title">{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>

      <div className="media-library__toolbar">
        <label className="media-library__search">
          <span>{t('search')}</span>
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>

      <div
        className={`media-library__drop${dragging ? ' media-library__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop"
      >
        <label className="admin-button admin-button--primary media-library__file">
          {t('upload.button')}
          <input
            type="file"
            accept={MEDIA_ACCEPT}
            multiple
            disabled={uploading}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void uploadAll(files);
            }}
          />
        </label>
        <p>{t('upload.drop')}</p>
        <p className="media-library__hint">{t('upload.hint')}</p>
      </div>

      <p className="media-library__notice" role="status">
        {notice}
      </p>
      {problem && (
        <p className="media-library__problem" role="alert">
          {problem}
        </p>
      )}

      {list.error ? (
        <div className="media-library__problem" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="admin-button admin-button--sm" onClick={() => void list.mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : list.data && items.length === 0 ? (
        <p className="media-library__empty">{search.trim() ? t('noMatch') : t('empty')}</p>
      ) : (
        <ul className="media-library__grid" aria-busy={list.isLoading}>
          {items.map((item) => (
            <MediaCard key={item.id} item={item} onChanged={changed} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
