import { PreviewButton } from '@/components/admin/preview-button';
import { createPostPreview } from '../api/create-post-preview';
import type { PostPayload } from '../lib/post-form';

/** The post editor's Preview button: the unsaved post (and the edited post's id) on its public page. */
export function PostPreviewButton({ payload, postId }: { payload: PostPayload; postId?: string }) {
  return <PreviewButton request={() => createPostPreview(payload, postId)} />;
}
