import type { PostPreviewLink } from '@madar/shared';
import { api } from '@/lib/api-client';
import type { PostPayload } from '../lib/post-form';

/**
 * POST /api/blog/posts/previews (admin): the editor's unsaved post (and the edited post's id); 201 with a
 * token and the post's public addresses that show it until it expires. Nothing is saved.
 */
export function createPostPreview(payload: PostPayload, id?: string): Promise<PostPreviewLink> {
  return api.post<PostPreviewLink>('/blog/posts/previews', id === undefined ? payload : { ...payload, id });
}
