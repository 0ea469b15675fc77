import type { BlogPost } from '@madar/shared';
import { buildBlogSeed } from './blog.seed';
import { describeBlogPostsStoreContract, post } from './blog-posts.store.contract';
import { InMemoryBlogPostsStore } from './blog-posts.store';

describeBlogPostsStoreContract('memory', {
  create: (seed) => Promise.resolve(new InMemoryBlogPostsStore(seed)),
});

describe('InMemoryBlogPostsStore', () => {
  const seed = buildBlogSeed(new Date('2025-06-01T12:00:00Z'));
  const first = seed[0] as BlogPost;

  it('refuses a seed with a duplicate id or slug', () => {
    expect(() => new InMemoryBlogPostsStore([first, first])).toThrow(/Duplicate post id/);
    expect(() => new InMemoryBlogPostsStore([first, { ...first, id: 'other' }])).toThrow(
      /Duplicate post slug/,
    );
  });

  it('keeps its own copy of the seed', async () => {
    const own = structuredClone(first);
    const store = new InMemoryBlogPostsStore([own]);
    own.title.en = 'Changed in the seed';

    expect((await store.get(first.id))?.title.en).toBe(first.title.en);
  });

  it('refuses a new post past the byte cap with STORAGE.FULL, still takes edits, and takes more once room is freed', async () => {
    const size = JSON.stringify(post(1)).length * 2;
    const store = new InMemoryBlogPostsStore([], size * 2 + 10);
    await store.create(post(1));
    await store.create(post(2));

    await expect(store.create(post(3))).rejects.toMatchObject({ status: 503, code: 'STORAGE.FULL' });
    expect(await store.count()).toBe(2);
    expect(
      await store.update(post(1).id, {
        tags: [{ en: 'An edit is never refused for space', ar: 'لا يُرفض التعديل بسبب المساحة' }],
      }),
    ).toBeDefined();

    await store.delete(post(1).id);
    await expect(store.create(post(3))).resolves.toBeDefined();
  });
});
