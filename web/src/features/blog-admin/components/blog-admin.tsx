import type { BlogPost } from '@madar/shared';
import { localize, PUBLICATION_STATUSES } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { isolate } from '@/components/admin/isolate';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { NEW_RECORD } from '@/components/admin/use-editor-mode';
import { useOpenEditor } from '@/components/admin/use-open-editor';
import { RecordGoneNotice } from '@/components/admin/record-gone-notice';
import { useNewRecordLink } from '@/components/admin/use-new-record-link';
import { useRowActions } from '@/components/admin/use-row-actions';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { OPEN_POST, useAdminPosts } from '../api/get-admin-posts';
import { deletePost } from '../api/post-writes';
import { PostEditor } from './post-editor';
import { PostsTable } from './posts-table';

/**
 * The Blog Posts section: one page of posts from the server with search, publication filter, order and
 * pages in the URL, or the editor in the table's place (a full section, not a modal); `?new=1` opens
 * it on a new post (the dashboard's "Write a blog post").
 */
export function BlogAdmin() {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const list = useAdminPosts();
  // The post being edited is in the address (?open=<id>): a reload or a link opens its editor again.
  const editor = useOpenEditor<BlogPost>(list, OPEN_POST);
  const rows = useRowActions({ list, remove: deletePost });
  useNewRecordLink(editor.startNew);

  if (editor.open) {
    return <PostEditor key={editor.key} post={editor.row} onCancel={editor.close} onDone={editor.saved} />;
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
            onClick={editor.startNew}
            {...{ [NEW_RECORD]: '' }}
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
      {editor.missing ? <RecordGoneNotice onDismiss={editor.dismissMissing} /> : null}
      {rows.failed ? <ErrorBanner message={t('common.deleteFailed')} /> : null}
      <PostsTable list={list} onEdit={editor.startEdit} onDelete={rows.request} tableRef={rows.tableRef} />
      <ConfirmDialog
        {...rows.dialog}
        title={t('blog.deleteTitle')}
        message={
          rows.pending ? t('blog.confirmDelete', { title: isolate(localize(rows.pending.title, lang)) }) : ''
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
      />
    </div>
  );
}
