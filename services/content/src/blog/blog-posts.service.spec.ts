import type { BlogPost } from '@madar/shared';
import { AppError, FixedClock } from '@madar/shared/nest';
import { buildBlogSeed } from './blog.seed';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';
import type { CreatePostDto } from './dto/create-post.dto';
import { AVATAR_PLACEHOLDER, BLOG_IMAGE_PLACEHOLDER } from './post-input';

const T0 = new Date('2025-06-01T09:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<CreatePostDto> = {}): CreatePostDto {
  return {
    title: { en: 'Fibre in Misrata', ar: 'الألياف الضوئية في مصراتة' },
    excerpt: { en: 'A new backbone.', ar: 'شبكة رئيسية جديدة.' },
    content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
    slug: 'fibre-in-misrata',
    category: 'telecommunications',
    author: 'Test Author',
    authorTitle: { en: 'Engineer', ar: 'مهندس' },
    published: true,
    ...overrides,
  };
}

function thrownBy(action: () => unknown): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('BlogPostsService', () => {
  let clock: FixedClock;
  let service: BlogPostsService;

  beforeEach(() => {
    clock = new FixedClock(T0);
    service = new BlogPostsService(new InMemoryBlogPostsStore(buildBlogSeed(T0)), clock);
  });

  it('lists published posts newest first and hides the draft', () => {
    const posts = service.listPublished();
    const times = posts.map((p) => p.publishedAt as string);

    expect(posts.every((p) => p.published)).toBe(true);
    expect(posts.map((p) => p.slug)).not.toContain('enterprise-networks-5g-readiness');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists every post for the admin, newest created first, and filters by category', () => {
    const all = service.listAll();

    expect(all.map((p) => p.slug)).toContain('enterprise-networks-5g-readiness');
    expect(all.map((p) => p.createdAt)).toEqual(
      all
        .map((p) => p.createdAt)
        .sort()
        .reverse(),
    );
    expect(service.listAll('telecommunications').every((p) => p.category === 'telecommunications')).toBe(
      true,
    );
    expect(service.listPublished('all')).toHaveLength(service.listPublished().length);
  });

  it('creates a published post stamped with the clock and the default images', () => {
    const post = service.create(input());

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
    expect(service.findPublishedBySlug('fibre-in-misrata').id).toBe(post.id);
  });

  it('creates a draft without publishedAt and keeps it from the public', () => {
    const draft = service.create(input({ published: false }));

    expect(draft.publishedAt).toBeNull();
    expect(draft.date).toBe(draft.createdAt);
    expect(thrownBy(() => service.findPublishedBySlug(draft.slug)).getStatus()).toBe(404);
  });

  it('sets publishedAt when a draft is first published, and keeps it when unpublished and republished', () => {
    const draft = service.create(input({ published: false }));
    clock.set(later(10));
    const published = service.update(draft.id, { published: true });
    expect(published.publishedAt).toBe(later(10).toISOString());
    expect(published.date).toBe(later(10).toISOString());
    expect(service.listPublished().map((p) => p.id)).toContain(draft.id);

    clock.set(later(20));
    const hidden = service.update(draft.id, { published: false });
    expect(hidden).toMatchObject({ published: false, publishedAt: later(10).toISOString() });
    expect(service.listPublished().map((p) => p.id)).not.toContain(draft.id);

    clock.set(later(30));
    const again = service.update(draft.id, { published: true });
    expect(again.publishedAt).toBe(later(10).toISOString());
    expect(again.updatedAt).toBe(later(30).toISOString());
  });

  it('refreshes updatedAt on every update, even an empty one, and keeps createdAt', () => {
    const post = service.create(input());
    clock.set(later(5));
    const updated = service.update(post.id, {});

    expect(updated.updatedAt).toBe(later(5).toISOString());
    expect(updated.createdAt).toBe(T0.toISOString());
    expect(updated.publishedAt).toBe(T0.toISOString());
  });

  it('refuses a slug that another post uses, on create and on update', () => {
    const post = service.create(input());
    const other = service.create(input({ slug: 'other-post' }));

    const onCreate = thrownBy(() => service.create(input()));
    const onUpdate = thrownBy(() => service.update(other.id, { slug: post.slug }));

    for (const error of [onCreate, onUpdate]) {
      expect(error.getStatus()).toBe(409);
      expect(error.code).toBe('POST.SLUG_TAKEN');
    }
    expect(service.update(post.id, { slug: post.slug }).slug).toBe(post.slug);
  });

  it('sanitises the body and strips markup from text fields', () => {
    const post = service.create(
      input({
        title: { en: '<b>Bold</b> title', ar: 'عنوان <i>مائل</i>' },
        content: { en: '<p onclick="x()">ok</p><script>x()</script>', ar: '<p>نص</p><iframe></iframe>' },
        tags: ['<em>cloud</em>', 'cloud', 'VSAT'],
      }),
    );

    expect(post.title).toEqual({ en: 'Bold title', ar: 'عنوان مائل' });
    expect(post.content).toEqual({ en: '<p>ok</p>', ar: '<p>نص</p>' });
    expect(post.tags).toEqual(['cloud', 'VSAT']);
  });

  it('refuses a field that is only markup, and stores nothing', () => {
    const before = service.listAll().length;
    const error = thrownBy(() =>
      service.create(
        input({ title: { en: '<b></b>', ar: 'عنوان' }, content: { en: '<script>x</script>', ar: 'نص' } }),
      ),
    );

    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({
      message: expect.arrayContaining([
        expect.stringMatching(/^title\.en/),
        expect.stringMatching(/^content\.en/),
      ]),
    });
    expect(service.listAll()).toHaveLength(before);
  });

  it('answers unknown ids with POST.NOT_FOUND', () => {
    for (const action of [() => service.update('nope', {}), () => service.remove('nope')]) {
      const error = thrownBy(action);
      expect(error.getStatus()).toBe(404);
      expect(error.getResponse()).toMatchObject({ code: 'POST.NOT_FOUND', message: 'Post not found' });
    }
  });

  it('deletes a post', () => {
    const post: BlogPost = service.create(input());
    service.remove(post.id);

    expect(service.listAll().map((p) => p.id)).not.toContain(post.id);
  });
});
