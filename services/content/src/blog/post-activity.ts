/**
 * What a post contributes to the admin dashboard's recent activity. A post created as published
 * yields one "published" item, not a "created" one at the same instant; a draft yields "created"
 * and, once it goes out, "published"; an edit after both yields "updated" (at its latest time).
 */
import type { ActivityItem, BlogPost } from '@madar/shared';
import { categoryLabel } from './blog-categories';

const time = (iso: string) => new Date(iso).getTime();

function item(post: BlogPost, action: ActivityItem['action'], timestamp: string): ActivityItem {
  const category = categoryLabel(post.category);
  return {
    id: `${post.id}:${action}`,
    type: 'blog',
    action,
    title: { en: post.title.en, ar: post.title.ar },
    description: { en: `${category.en} · ${post.author}`, ar: `${category.ar} · ${post.author}` },
    timestamp,
  };
}

export function postActivity(post: BlogPost): ActivityItem[] {
  const items: ActivityItem[] = [];
  const createdPublished = post.publishedAt !== null && time(post.publishedAt) === time(post.createdAt);
  if (!createdPublished) items.push(item(post, 'created', post.createdAt));
  if (post.publishedAt !== null) items.push(item(post, 'published', post.publishedAt));
  const lastEvent = Math.max(time(post.createdAt), post.publishedAt ? time(post.publishedAt) : 0);
  if (time(post.updatedAt) > lastEvent) items.push(item(post, 'updated', post.updatedAt));
  return items;
}
