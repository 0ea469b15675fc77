import type { BlogPost } from '@madar/shared';
import { localize } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { adminPostsKey } from '../api/get-admin-posts';
import { deletePost } from '../api/post-writes';
import { PostEditor } from './post-editor';
import { PostsTable } from './posts-table';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; post: BlogPost };

/** The Blog Posts section: the table, or the editor in its place (a full section, not a modal). */
export function BlogAdmin() {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { mutate } = useSWRConfig();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deletePost(pendingDelete.id);
      const removedId = pendingDelete.id;
      await mutate<BlogPost[]>(adminPostsKey, (posts) => posts?.filter((post) => post.id !== removedId));
      setActionError(null);
    } catch {
      setActionError(t('common.deleteFailed'));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  if (mode.kind !== 'list') {
    return (
      <PostEditor
        key={mode.kind === 'edit' ? mode.post.id : 'new'}
        post={mode.kind === 'edit' ? mode.post : null}
        onCancel={() => setMode({ kind: 'list' })}
        onDone={() => {
          void mutate(adminPostsKey);
          setMode({ kind: 'list' });
        }}
      />
    );
  }

  return (
    <div className="admin-content">
      <AdminPageHeader
        title={t('blog.title')}
        subtitle={t('blog.subtitle')}
        actions={
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setMode({ kind: 'new' })}
          >
            {t('blog.add')}
          </button>
        }
      />
      {actionError ? <ErrorBanner message={actionError} /> : null}
      <PostsTable onEdit={(post) => setMode({ kind: 'edit', post })} onDelete={setPendingDelete} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete ? localize(pendingDelete.title, lang) : t('common.confirmTitle')}
        message={t('blog.confirmDelete')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
