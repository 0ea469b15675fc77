import { AppError, type AuditSource, FixedClock } from '@madar/shared/nest';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsService } from './blog-posts.service';
import { InMemoryBlogPostsStore } from './blog-posts.store';
import type { PostCategoryId } from './blog-categories';

const BY: AuditSource = { actor: { id: 'acc-editor', email: 'editor@madar.ly' }, address: '203.0.113.7' };

const T0 = new Date('2025-06-01T09:00:00.000Z');

describe('BlogPostsService.relatedPublished (spec §4, §9)', () => {
  let clock: FixedClock;
  let service: BlogPostsService;
  let minutes = 0;

  /** Publishes (or drafts) a post one minute after the previous, so later means newer. */
  async function post(slug: string, category: PostCategoryId, published = true): Promise<void> {
    minutes += 1;
    clock.set(new Date(T0.getTime() + minutes * 60_000));
    await service.create(
      {
        slug,
        category,
        published,
        title: { en: slug, ar: 'عنوان' },
        excerpt: { en: 'Excerpt.', ar: 'مقتطف.' },
        content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
        author: { en: 'Test Author', ar: 'كاتب الاختبار' },
        authorTitle: { en: 'Engineer', ar: 'مهندس' },
      },
      BY,
    );
  }

  const related = async (slug: string, limit = 3) =>
    (await service.relatedPublished(slug, limit)).map((other) => other.slug);

  beforeEach(() => {
    minutes = 0;
    clock = new FixedClock(T0);
    service = new BlogPostsService(new InMemoryBlogPostsStore(), clock, new PublishedPostBodies());
  });

  it('gives the newest posts of the same category, never the post itself', async () => {
    for (const slug of ['cloud-1', 'cloud-2', 'cloud-3', 'cloud-4', 'cloud-5']) await post(slug, 'cloud');
    await post('security-1', 'security');

    expect(await related('cloud-3')).toEqual(['cloud-5', 'cloud-4', 'cloud-2']);
    expect(await related('cloud-5', 2)).toEqual(['cloud-4', 'cloud-3']);
  });

  it('fills up with the newest posts of other categories when the category has too few', async () => {
    await post('cloud-1', 'cloud');
    await post('security-1', 'security');
    await post('cloud-2', 'cloud');
    await post('support-1', 'support');
    await post('security-2', 'security');

    expect(await related('cloud-1')).toEqual(['cloud-2', 'security-2', 'support-1']);
    expect(await related('support-1')).toEqual(['security-2', 'cloud-2', 'security-1']);
  });

  it('never offers a draft, and is empty only when no other post is published', async () => {
    await post('cloud-1', 'cloud');
    await post('cloud-draft', 'cloud', false);
    await post('security-draft', 'security', false);

    expect(await related('cloud-1')).toEqual([]);
    await post('telecom-1', 'telecommunications');
    expect(await related('cloud-1')).toEqual(['telecom-1']);
  });

  it('summarises the related posts: no body', async () => {
    await post('cloud-1', 'cloud');
    await post('cloud-2', 'cloud');

    const [other] = await service.relatedPublished('cloud-1', 3);
    expect(other).toMatchObject({ slug: 'cloud-2', category: 'cloud' });
    expect(other).not.toHaveProperty('content');
  });

  it.each([['no-such-post'], ['cloud-draft']])('answers 404 POST.NOT_FOUND for %s', async (slug) => {
    await post('cloud-1', 'cloud');
    await post('cloud-draft', 'cloud', false);

    const thrown: unknown = await service.relatedPublished(slug, 3).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getResponse()).toMatchObject({ statusCode: 404, code: 'POST.NOT_FOUND' });
  });
});
