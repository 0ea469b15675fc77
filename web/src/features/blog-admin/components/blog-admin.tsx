import type { BlogPost } from '@madar/shared';
import { localize, PUBLICATION_STATUSES } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useSaveNotice } from '@/components/admin/save-notice';
import { useFocusAfterRemoval } from '@/components/admin/use-focus-after-removal';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { useAdminPosts } from '../api/get-admin-posts';
import { deletePost } from '../api/post-writes';
import { PostEditor } from './post-editor';
import { PostsTable } from './posts-table';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; post: BlogPost };

/**
 * The Blog Posts section: one page of posts from the server with search, publication filter, order and
 * pages in the URL, or the editor in the table's place (a full section, not a modal).
 */
export function BlogAdmin() {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const list = useAdminPosts();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const rowFocus = useFocusAfterRemoval(list.items);
  const notify = useSaveNotice();

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deletePost(pendingDelete.id);
      await list.removeItem(pendingDelete.id);
      setActionError(null);
      rowFocus.focusAfterRemoval(pendingDelete.id);
      notify('deleted');
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
          notify('saved');
          void list.mutate();
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
      <ListToolbar
        list={list}
        searchLabel={t('blog.search')}
        statusOptions={PUBLICATION_STATUSES.map((value) => ({ value, label: t(`common.${value}`) }))}
      />
      {actionError ? <ErrorBanner message={actionError} /> : null}
      <PostsTable
        list={list}
        onEdit={(post) => setMode({ kind: 'edit', post })}
        onDelete={setPendingDelete}
        tableRef={rowFocus.tableRef}
      />
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
