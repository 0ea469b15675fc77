import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localize, type BlogPost, type Language } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { useLanguage } from '@/hooks/use-language';
import { createPost, updatePost } from '../api/post-writes';
import {
  buildPostPayload,
  emptyPostValues,
  postToValues,
  serverErrorsToFields,
  validatePost,
  type LocalizedField,
  type PostFormValues,
} from '../lib/post-form';
import { slugify } from '../lib/slugify';
import { PostHistory } from './post-history';
import { PostLanguageFields } from './post-language-fields';
import { PostPreviewButton } from './post-preview-button';
import { PostSharedFields } from './post-shared-fields';
import './post-editor.css';

/** Add or edit a post: shared details, then English and Arabic side by side with a live preview. */
export function PostEditor({
  post,
  onDone,
  onCancel,
}: {
  post: BlogPost | null;
  onDone: (saved: BlogPost) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [values, setValues] = useState<PostFormValues>(() => (post ? postToValues(post) : emptyPostValues()));
  // A new post's slug follows the English title until the admin edits the slug by hand.
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const draft = useDraftChanges(buildPostPayload(values));
  const editor = useEditorSave({
    validate: () => validatePost(values),
    save: async () => {
      const payload = buildPostPayload(values);
      const saved = post ? await updatePost(post.id, payload) : await createPost(payload);
      draft.markSaved();
      onDone(saved);
    },
    placeDetails: serverErrorsToFields,
    refusal: (error) =>
      error.code === 'POST.SLUG_TAKEN'
        ? { field: 'slug', key: 'blog.editor.slugTaken' }
        : error.code === 'POST.SCHEDULE_IN_PAST'
          ? { field: 'scheduledAt', key: 'blog.editor.scheduleInPast' }
          : undefined,
  });

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    if (key === 'slug') setSlugEdited(true);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setLocal = (field: LocalizedField | 'tags', language: Language, text: string) =>
    setValues((current) => {
      const next = { ...current, [field]: { ...current[field], [language]: text } };
      if (field === 'title' && language === DEFAULT_LANGUAGE && !slugEdited) next.slug = slugify(text);
      return next;
    });

  return (
    <EditorFrame
      className="post-editor"
      heading={post ? t('blog.editor.editTitle') : t('blog.editor.newTitle')}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={localize(values.title, lang)}
    >
      {post ? (
        <PostHistory
          post={post}
          onRestored={(saved) => {
            draft.markSaved();
            onDone(saved);
          }}
        />
      ) : null}
      <PostPreviewButton payload={buildPostPayload(values)} postId={post?.id} />
      <PostSharedFields values={values} set={set} problem={editor.problem} />
      <div className="post-editor__languages">
        {LANGUAGE_CODES.map((language) => (
          <PostLanguageFields
            key={language}
            language={language}
            values={values}
            setLocal={setLocal}
            problem={editor.problem}
          />
        ))}
      </div>
    </EditorFrame>
  );
}
