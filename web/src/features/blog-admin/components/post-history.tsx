import { LANGUAGE_CODES, type BlogPost, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { VersionHistory } from '@/components/admin/versions/version-history';
import type { VersionField } from '@/components/admin/versions/version-diff';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';

type PostState = Partial<BlogPost>;

/** The post's fields the history compares, each language on its own; the body by its words. */
function usePostFields(): VersionField<PostState>[] {
  const { t } = useTranslation('adminContent');
  const languageName = (lang: Language) => t(LANGUAGE_NAME_KEYS[lang]);
  const perLanguage = (key: 'title' | 'excerpt' | 'content' | 'author' | 'authorTitle', kind?: 'html') =>
    LANGUAGE_CODES.map((lang): VersionField<PostState> => ({
      key: `${key}.${lang}`,
      label: `${t(`blog.editor.${key}`)} (${languageName(lang)})`,
      read: (post) => post[key]?.[lang],
      ...(kind && { kind }),
    }));
  return [
    ...perLanguage('title'),
    { key: 'slug', label: t('blog.editor.slug'), read: (post) => post.slug },
    { key: 'category', label: t('blog.editor.category'), read: (post) => post.category },
    {
      key: 'published',
      label: t('common.status'),
      read: (post) => (post.published ? t('common.published') : t('common.draft')),
    },
    ...perLanguage('excerpt'),
    ...perLanguage('content', 'html'),
    ...perLanguage('author'),
    ...perLanguage('authorTitle'),
    ...LANGUAGE_CODES.map((lang): VersionField<PostState> => ({
      key: `tags.${lang}`,
      label: `${t('blog.editor.tags')} (${languageName(lang)})`,
      read: (post) => post.tags?.map((tag) => tag[lang]),
    })),
    { key: 'image', label: t('blog.editor.image'), read: (post) => post.image },
    { key: 'authorImage', label: t('blog.editor.authorImage'), read: (post) => post.authorImage },
  ];
}

/** The post editor's history: earlier saves, what each would change, and Restore. */
export function PostHistory({ post, onRestored }: { post: BlogPost; onRestored: (saved: BlogPost) => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <VersionHistory<PostState, BlogPost>
      record={`/blog/posts/${encodeURIComponent(post.id)}`}
      current={post}
      fields={usePostFields()}
      onRestored={onRestored}
      refusal={(error) => (error.code === 'POST.SLUG_TAKEN' ? t('versions.slugTaken') : undefined)}
    />
  );
}
