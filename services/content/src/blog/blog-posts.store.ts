/**
 * Where blog posts live. The service owns the rules (slugs, publication, sanitising); the store only
 * keeps posts, so a database-backed store would implement the same few methods.
 */
import type { BlogPost } from '@madar/shared';

export abstract class BlogPostsStore {
  /** Every post, drafts included, in no particular order. */
  abstract list(): BlogPost[];
  abstract findById(id: string): BlogPost | undefined;
  abstract findBySlug(slug: string): BlogPost | undefined;
  /** Inserts the post, or replaces the stored post with the same id. */
  abstract save(post: BlogPost): void;
  /** Whether a post with this id existed (and is now gone). */
  abstract delete(id: string): boolean;
}

export class InMemoryBlogPostsStore extends BlogPostsStore {
  // Maps, not plain objects: an id such as `__proto__` is just an unknown key.
  private readonly posts = new Map<string, BlogPost>();

  constructor(seed: readonly BlogPost[] = []) {
    super();
    for (const post of seed) {
      if (this.posts.has(post.id)) throw new Error(`Duplicate post id in the seed: ${post.id}`);
      if (this.findBySlug(post.slug)) throw new Error(`Duplicate post slug in the seed: ${post.slug}`);
      this.save(post);
    }
  }

  // Copies in and out, so a caller can never change a stored post behind the service's back.
  list(): BlogPost[] {
    return [...this.posts.values()].map((post) => structuredClone(post));
  }

  findById(id: string): BlogPost | undefined {
    const post = this.posts.get(id);
    return post && structuredClone(post);
  }

  findBySlug(slug: string): BlogPost | undefined {
    for (const post of this.posts.values()) if (post.slug === slug) return structuredClone(post);
    return undefined;
  }

  save(post: BlogPost): void {
    this.posts.set(post.id, structuredClone(post));
  }

  delete(id: string): boolean {
    return this.posts.delete(id);
  }
}
