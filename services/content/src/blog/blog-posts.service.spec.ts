import { BLOG_POST_SUMMARY_FIELDS, type BlogPost } from '@madar/shared';
import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import { buildBlogSeed } from './blog.seed';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore, type PostListQuery } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER } from './post-input';

const BY: AuditSource = { actor: { id: 'acc-editor', email: 'editor@madar.ly' }, address: '203.0.113.7' };

const T0 = new Date('2025-06-01T09:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<CreatePostDto> = {}): CreatePostDto {
  return {
    title: { en: 'Fibre in Misrata', ar: 'الألياف الضوئية في مصراتة' },
    excerpt: { en: 'A new backbone.', ar: 'شبكة رئيسية جديدة.' },
    content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
    slug: 'fibre-in-misrata',
    category: 'telecommunications',
    author: { en: 'Test Author', ar: 'كاتب الاختبار' },
    authorTitle: { en: 'Engineer', ar: 'مهندس' },
    published: true,
    ...overrides,
  };
}

async function thrownBy(action: () => Promise<unknown>): Promise<AppError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

const everything = (overrides: Partial<PostListQuery> = {}): PostListQuery => ({
  page: 1,
  pageSize: 100,
  sort: { field: 'createdAt', direction: 'desc' },
  ...overrides,
});

describe('BlogPostsService', () => {
  let clock: FixedClock;
  let service: BlogPostsService;
  const allPosts = async () => (await service.list(everything())).items;

  beforeEach(() => {
    clock = new FixedClock(T0);
    service = new BlogPostsService(
      new InMemoryBlogPostsStore(buildBlogSeed(T0)),
      clock,
      new PublishedPostBodies(),
    );
  });

  it('lists every published post newest first, hides the draft, and filters by category', async () => {
    const posts = await service.listPublished();
    const times = posts.map((p) => p.date);
    const published = (await service.list(everything({ status: 'published' }))).items;

    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.id).sort()).toEqual(published.map((p) => p.id).sort());
    expect(posts.map((p) => p.slug)).not.toContain('enterprise-networks-5g-readiness');
    expect(times).toEqual([...times].sort().reverse());
    expect(await service.listPublished('all')).toEqual(posts);
    const cloud = await service.listPublished('cloud');
    expect(cloud.length).toBeGreaterThan(0);
    expect(cloud).toEqual(posts.filter((p) => p.category === 'cloud'));
  });

  it('lists summaries: the fields of a card, no body, author box or publication state', async () => {
    const [post] = await service.listPublished();
    const full = await service.findPublishedBySlug(post?.slug ?? '');

    expect(Object.keys(post ?? {}).sort()).toEqual([...BLOG_POST_SUMMARY_FIELDS].sort());
    expect(post).toEqual(expect.objectContaining({ title: full.title, tags: full.tags, date: full.date }));
    expect(post).not.toHaveProperty('content');
  });

  it('pages the admin list with drafts, by status and category', async () => {
    const page = await service.list(everything({ pageSize: 3 }));
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(page.items).toHaveLength(3);

    const drafts = await service.list(everything({ status: 'draft' }));
    expect(drafts.items.map((p) => p.slug)).toEqual(['enterprise-networks-5g-readiness']);
    const telecoms = await service.list(everything({ category: 'telecommunications' }));
    expect(telecoms.items.every((p) => p.category === 'telecommunications')).toBe(true);
    expect(telecoms.items.map((p) => p.slug)).toContain('enterprise-networks-5g-readiness');
  });

  it('creates a published post stamped with the clock and the default images', async () => {
    const post = await service.create(input(), BY);

    expect(post).toMatchObject({
      published: true,
      publishedAt: T0.toISOString(),
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      date: T0.toISOString(),
      authorImage: AVATAR_PLACEHOLDER,
      image: BLOG_IMAGE_PLACEHOLDER,
      tags: [],
    });
    expect((await service.findPublishedBySlug('fibre-in-misrata')).id).toBe(post.id);
  });

  it('creates a draft without publishedAt and keeps it from the public', async () => {
    const draft = await service.create(input({ published: false }), BY);

    expect(draft.publishedAt).toBeNull();
    expect(draft.date).toBe(draft.createdAt);
    expect((await thrownBy(() => service.findPublishedBySlug(draft.slug))).getStatus()).toBe(404);
  });

  it('sets publishedAt when a draft is first published, and keeps it when unpublished and republished', async () => {
    const draft = await service.create(input({ published: false }), BY);
    clock.set(later(10));
    const published = await service.update(draft.id, { published: true }, BY);
    expect(published.publishedAt).toBe(later(10).toISOString());
    expect(published.date).toBe(later(10).toISOString());
    expect((await service.listPublished()).map((p) => p.id)).toContain(draft.id);

    clock.set(later(20));
    const hidden = await service.update(draft.id, { published: false }, BY);
    expect(hidden).toMatchObject({ published: false, publishedAt: later(10).toISOString() });
    expect((await service.listPublished()).map((p) => p.id)).not.toContain(draft.id);

    clock.set(later(30));
    const again = await service.update(draft.id, { published: true }, BY);
    expect(again.publishedAt).toBe(later(10).toISOString());
    expect(again.updatedAt).toBe(later(30).toISOString());
  });

  it('refreshes updatedAt on every update, even an empty one, and keeps createdAt', async () => {
    const post = await service.create(input(), BY);
    clock.set(later(5));
    const updated = await service.update(post.id, {}, BY);

    expect(updated.updatedAt).toBe(later(5).toISOString());
    expect(updated.createdAt).toBe(T0.toISOString());
    expect(updated.publishedAt).toBe(T0.toISOString());
  });

  it('refuses a slug that another post uses, on create and on update', async () => {
    const post = await service.create(input(), BY);
    const other = await service.create(input({ slug: 'other-post' }), BY);

    const onCreate = await thrownBy(() => service.create(input(), BY));
    const onUpdate = await thrownBy(() => service.update(other.id, { slug: post.slug }, BY));

    for (const error of [onCreate, onUpdate]) {
      expect(error.getStatus()).toBe(409);
      expect(error.code).toBe('POST.SLUG_TAKEN');
    }
    expect((await service.update(post.id, { slug: post.slug }, BY)).slug).toBe(post.slug);
  });

  it('sanitises the body and strips markup from text fields', async () => {
    const post = await service.create(
      input({
        title: { en: '<b>Bold</b> title', ar: 'عنوان <i>مائل</i>' },
        content: { en: '<p onclick="x()">ok</p><script>x()</script>', ar: '<p>نص</p><iframe></iframe>' },
        tags: [
          { en: '<em>cloud</em>', ar: '<b>سحابة</b>' },
          { en: 'cloud', ar: 'سحابة' },
          { en: 'VSAT', ar: 'VSAT' },
        ],
      }),
      BY,
    );

    expect(post.title).toEqual({ en: 'Bold title', ar: 'عنوان مائل' });
    expect(post.content).toEqual({ en: '<p>ok</p>', ar: '<p>نص</p>' });
    expect(post.tags).toEqual([
      { en: 'cloud', ar: 'سحابة' },
      { en: 'VSAT', ar: 'VSAT' },
    ]);
  });

  it('refuses a field that is only markup, and stores nothing', async () => {
    const before = (await allPosts()).length;
    const error = await thrownBy(() =>
      service.create(
        input({ title: { en: '<b></b>', ar: 'عنوان' }, content: { en: '<script>x</script>', ar: 'نص' } }),
        BY,
      ),
    );

    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({
      message: expect.arrayContaining([
        expect.stringMatching(/^title\.en/),
        expect.stringMatching(/^content\.en/),
      ]),
    });
    expect(await allPosts()).toHaveLength(before);
  });

  it('answers unknown ids with POST.NOT_FOUND', async () => {
    for (const action of [() => service.update('nope', {}, BY), () => service.remove('nope', BY)]) {
      const error = await thrownBy(action);
      expect(error.getStatus()).toBe(404);
      expect(error.getResponse()).toMatchObject({ code: 'POST.NOT_FOUND', message: 'Post not found' });
    }
  });

  it('deletes a post', async () => {
    const post: BlogPost = await service.create(input(), BY);
    await service.remove(post.id, BY);

    expect((await allPosts()).map((p) => p.id)).not.toContain(post.id);
  });
});
