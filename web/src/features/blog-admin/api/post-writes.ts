import type { BlogPost } from '@madar/shared';
import { api } from '@/lib/api-client';
import type { PostPayload } from '../lib/post-form';

/** POST /api/blog/posts (admin): 201 with the stored post; 409 POST.SLUG_TAKEN when the slug is used. */
export function createPost(payload: PostPayload): Promise<BlogPost> {
  return api.post<BlogPost>('/blog/posts', payload);
}

/** PATCH /api/blog/posts/:id (admin): 200 with the post, updatedAt refreshed. */
export function updatePost(id: string, payload: PostPayload): Promise<BlogPost> {
  return api.patch<BlogPost>(`/blog/posts/${encodeURIComponent(id)}`, payload);
}

/** DELETE /api/blog/posts/:id (admin): 204. */
export function deletePost(id: string): Promise<void> {
  return api.delete(`/blog/posts/${encodeURIComponent(id)}`);
}
