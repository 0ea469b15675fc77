/**
 * A blog post created as a draft through the gateway: hidden from the public list and its own page
 * until the admin publishes it, then visible in both with its publication time set.
 */
import type { BlogPost, Page } from '@madar/shared';
import { admin, getJson, sendJson } from './support/gateway';

const SLUG = 'integration-draft-benghazi-fibre-ring';

const DRAFT = {
  title: { en: 'A fibre ring for Benghazi', ar: 'حلقة ألياف ضوئية لبنغازي' },
  excerpt: { en: 'How we are closing the ring around the city.', ar: 'كيف نغلق الحلقة حول المدينة.' },
  content: {
    en: '<h2>The plan</h2><p>Thirty kilometres of fibre, two diverse routes.</p>',
    ar: '<h2>الخطة</h2><p>ثلاثون كيلومترًا من الألياف ومساران مختلفان.</p>',
  },
  slug: SLUG,
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  tags: [
    { en: 'Fibre', ar: 'الألياف الضوئية' },
    { en: 'Benghazi', ar: 'بنغازي' },
  ],
  published: false,
};

async function publicSlugs(): Promise<string[]> {
  const { response, body } = await getJson<BlogPost[]>('/api/blog/posts');
  expect(response.status).toBe(200);
  return body.map((post) => post.slug);
}

const publicPage = (slug: string) => getJson<BlogPost>(`/api/blog/posts/${slug}`);

describe('a draft blog post', () => {
  it('stays invisible to the public until it is published, then shows with publishedAt', async () => {
    const created = await sendJson<BlogPost>('POST', '/api/blog/posts', DRAFT, admin());
    expect(created.response.status).toBe(201);
    expect(created.body).toMatchObject({ slug: SLUG, published: false, publishedAt: null });
    const id = created.body?.id ?? '';

    expect(await publicSlugs()).not.toContain(SLUG);
    const hidden = await publicPage(SLUG);
    expect(hidden.response.status).toBe(404);
    expect(hidden.body).toMatchObject({ statusCode: 404, code: 'POST.NOT_FOUND' });
    const { body: everything } = await getJson<Page<BlogPost>>(
      `/api/blog/posts?status=all&search=${encodeURIComponent(SLUG)}`,
      admin(),
    );
    expect(everything.items.map((post) => post.id)).toContain(id);

    const before = Date.now();
    const published = await sendJson<BlogPost>(
      'PATCH',
      `/api/blog/posts/${id}`,
      { published: true },
      admin(),
    );
    expect(published.response.status).toBe(200);
    expect(published.body).toMatchObject({ id, published: true, publishedAt: expect.any(String) });
    // Stamped by the service's clock at publication (a minute of slack for the container's clock).
    const publishedAt = Date.parse(published.body?.publishedAt ?? '');
    expect(Math.abs(publishedAt - before)).toBeLessThan(60_000);

    expect(await publicSlugs()).toContain(SLUG);
    const shown = await publicPage(SLUG);
    expect(shown.response.status).toBe(200);
    expect(shown.body).toEqual(published.body);

    const deleted = await sendJson('DELETE', `/api/blog/posts/${id}`, undefined, admin());
    expect(deleted.response.status).toBe(204);
    expect(await publicSlugs()).not.toContain(SLUG);
    expect((await publicPage(SLUG)).response.status).toBe(404);
  });
});
