import type { BlogPost, PostSortField } from '@madar/shared';
import { localize, postStatus } from '@madar/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { ListTable } from '@/components/admin/list-table';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { UserText } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatLongDate, formatShortDateTime } from '@/lib/format';
import { usePostCategories } from '../api/get-blog-categories';
import type { AdminPostList } from '../api/get-admin-posts';

/** One page of posts, drafts included: 3 skeleton rows while loading, the empty and error messages. */
export function PostsTable({
  list,
  onEdit,
  onDelete,
  tableRef,
}: {
  list: AdminPostList;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  /** The table's container, for focus after a deletion. */
  tableRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { categories } = usePostCategories();

  const categoryLabel = (id: string) => {
    const category = categories.find((entry) => entry.id === id);
    return category ? localize(category.label, lang) : id;
  };
  const columns: DataTableColumn<BlogPost, PostSortField>[] = [
    {
      key: 'title',
      header: t('blog.columns.title'),
      cell: (post) => <span className="admin-content__primary">{localize(post.title, lang)}</span>,
    },
    { key: 'category', header: t('blog.columns.category'), cell: (post) => categoryLabel(post.category) },
    {
      key: 'author',
      header: t('blog.columns.author'),
      cell: (post) => <UserText>{localize(post.author, lang)}</UserText>,
    },
    {
      key: 'status',
      header: t('blog.columns.status'),
      cell: (post) => {
        const status = postStatus(post);
        // A scheduled draft says when it goes live, in Tripoli time as every admin date.
        return (
          <span className={`admin-content__badge admin-content__badge--${status}`}>
            {status === 'scheduled' && post.scheduledAt
              ? t('common.scheduledFor', { date: formatShortDateTime(post.scheduledAt, lang) })
              : t(`common.${status}`)}
          </span>
        );
      },
    },
    {
      key: 'date',
      header: t('blog.columns.date'),
      sortField: 'date',
      sortFirst: 'desc',
      className: 'admin-content__date',
      cell: (post) => <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (post) => (
        <div className="admin-content__row-actions">
          <button
            type="button"
            className="admin-button"
            onClick={() => onEdit(post)}
            aria-label={`${t('common.edit')}: ${localize(post.title, lang)}`}
            {...{ [ROW_ACTION]: 'edit' }}
          >
            {t('common.edit')}
          </button>
          <DeleteButton
            onClick={() => onDelete(post)}
            aria-label={`${t('common.delete')}: ${localize(post.title, lang)}`}
            {...{ [ROW_ACTION]: 'delete' }}
          >
            {t('common.delete')}
          </DeleteButton>
        </div>
      ),
    },
  ];

  return (
    <ListTable
      list={list}
      columns={columns}
      containerRef={tableRef}
      caption={t('blog.tableLabel')}
      loadError={t('blog.loadError')}
      emptyTitle={t('blog.empty')}
      noMatchTitle={t('blog.noMatch')}
      skeletonRows={3}
      loadingLabel={t('common.loadingRows')}
    />
  );
}
