import type { BlogPost } from '@madar/shared';
import { buildBlogSeed } from './blog.seed';
import { InMemoryBlogPostsStore } from './blog-posts.store';

const seed = buildBlogSeed(new Date('2025-06-01T12:00:00Z'));
const first = seed[0] as BlogPost;

describe('InMemoryBlogPostsStore', () => {
  it('holds the seed and finds posts by id and by slug', () => {
    const store = new InMemoryBlogPostsStore(seed);

    expect(store.list()).toHaveLength(seed.length);
    expect(store.findById(first.id)?.slug).toBe(first.slug);
    expect(store.findBySlug(first.slug)?.id).toBe(first.id);
    expect(store.findById('missing')).toBeUndefined();
    expect(store.findById('__proto__')).toBeUndefined();
    expect(store.findBySlug('missing')).toBeUndefined();
  });

  it('saves new posts and replaces existing ones', () => {
    const store = new InMemoryBlogPostsStore();
    store.save(first);
    store.save({ ...first, slug: 'renamed' });

    expect(store.list().map((p) => p.slug)).toEqual(['renamed']);
  });

  it('deletes and says whether anything was deleted', () => {
    const store = new InMemoryBlogPostsStore(seed);

    expect(store.delete(first.id)).toBe(true);
    expect(store.delete(first.id)).toBe(false);
    expect(store.findById(first.id)).toBeUndefined();
  });

  it('cannot be changed through what it returns or what it was given', () => {
    const own = structuredClone(first);
    const store = new InMemoryBlogPostsStore([own]);
    own.title.en = 'Changed in the seed';
    const read = store.findById(first.id) as BlogPost;
    read.title.en = 'Changed by a reader';
    (store.list()[0] as BlogPost).tags.push('x');

    expect(store.findById(first.id)?.title.en).toBe(first.title.en);
    expect(store.findById(first.id)?.tags).toEqual(first.tags);
  });

  it('refuses a seed with a duplicate id or slug', () => {
    expect(() => new InMemoryBlogPostsStore([first, first])).toThrow(/Duplicate post id/);
    expect(() => new InMemoryBlogPostsStore([first, { ...first, id: 'other' }])).toThrow(
      /Duplicate post slug/,
    );
  });
});
