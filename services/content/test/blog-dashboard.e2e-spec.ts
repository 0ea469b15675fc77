import request from 'supertest';
import type { ActivityItem, BlogPost, StatSummary } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestSigner, TEST_STAFF } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The content service with its clock under the test's control (the seed is placed at boot). */
async function boot() {
  const signer = await createTestSigner();
  const bootedAt = new Date();
  const clock = new FixedClock(bootedAt);
  const app = await createTestApp({ signer, clock });
  return { app, clock, bootedAt, signer, token: await signer.sign() };
}

let sequence = 0;
const newPost = (published = true) => {
  sequence += 1;
  return {
    title: { en: `Dashboard post ${sequence}`, ar: `مقال لوحة التحكم ${sequence}` },
    excerpt: { en: 'Summary.', ar: 'ملخص.' },
    content: { en: '<p>Body.</p>', ar: '<p>المتن.</p>' },
    slug: `dashboard-post-${sequence}`,
    category: 'support',
    author: 'Hassan Al-Tarhouni',
    authorTitle: { en: 'Support Services Manager', ar: 'مدير خدمات الدعم الفني' },
    published,
  };
};

describe('content service: GET /api/blog/stats', () => {
  let ctx: Awaited<ReturnType<typeof boot>>;

  beforeAll(async () => {
    ctx = await boot();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const http = () => request(ctx.app.getHttpServer());
  const stats = async () => {
    const res = await http().get('/api/blog/stats').set('Authorization', `Bearer ${ctx.token}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.body as StatSummary;
  };
  const createAt = async (when: Date, published = true) => {
    ctx.clock.set(when);
    await http()
      .post('/api/blog/posts')
      .set('Authorization', `Bearer ${ctx.token}`)
      .send(newPost(published))
      .expect(201);
  };

  it('requires a token', async () => {
    await http().get('/api/blog/stats').expect(401);
  });

  it('shows the seed moving: 3 posts in the last 30 days against 2 before', async () => {
    ctx.clock.set(ctx.bootedAt);

    expect(await stats()).toEqual({ total: 7, change: 50, isPositive: true });
  });

  it('compares the windows at the clock\'s "now", drafts included', async () => {
    const now = new Date(ctx.bootedAt.getTime() + 400 * DAY_MS);
    await createAt(new Date(now.getTime() - 40 * DAY_MS));
    await createAt(new Date(now.getTime() - 10 * DAY_MS));
    await createAt(new Date(now.getTime() - 9 * DAY_MS), false);
    await createAt(new Date(now.getTime() - 1 * DAY_MS));
    ctx.clock.set(now);

    expect(await stats()).toEqual({ total: 11, change: 200, isPositive: true });

    // A month on, the three recent posts are in the previous window and nothing is recent.
    ctx.clock.set(new Date(now.getTime() + 31 * DAY_MS));
    expect(await stats()).toEqual({ total: 11, change: 100, isPositive: false });
  });
});

describe('content service: GET /api/blog/activity', () => {
  let ctx: Awaited<ReturnType<typeof boot>>;

  beforeAll(async () => {
    ctx = await boot();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const http = () => request(ctx.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${ctx.token}` });
  const minutesLater = (m: number) => new Date(ctx.bootedAt.getTime() + m * 60_000);
  const activity = async (query = '') =>
    (await http().get(`/api/blog/activity${query}`).set(auth()).expect(200)).body as ActivityItem[];

  it('requires a token', async () => {
    await http().get('/api/blog/activity').expect(401);
  });

  it('lists created, published and updated posts newest first, five by default', async () => {
    ctx.clock.set(minutesLater(1));
    const draft = (await http().post('/api/blog/posts').set(auth()).send(newPost(false)).expect(201))
      .body as BlogPost;
    ctx.clock.set(minutesLater(2));
    await http().patch(`/api/blog/posts/${draft.id}`).set(auth()).send({ published: true }).expect(200);
    ctx.clock.set(minutesLater(3));
    await http()
      .patch(`/api/blog/posts/${draft.id}`)
      .set(auth())
      .send({ tags: [{ en: 'Helpdesk', ar: 'الدعم الفني' }] })
      .expect(200);
    ctx.clock.set(minutesLater(4));
    const other = (await http().post('/api/blog/posts').set(auth()).send(newPost()).expect(201))
      .body as BlogPost;

    const res = await http().get('/api/blog/activity').set(auth()).expect(200);
    const items = res.body as ActivityItem[];

    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(items).toHaveLength(5);
    expect(items.slice(0, 4).map((i) => [i.id, i.action, i.timestamp])).toEqual([
      [`${other.id}:published`, 'published', minutesLater(4).toISOString()],
      [`${draft.id}:updated`, 'updated', minutesLater(3).toISOString()],
      [`${draft.id}:published`, 'published', minutesLater(2).toISOString()],
      [`${draft.id}:created`, 'created', minutesLater(1).toISOString()],
    ]);
    expect(items[0]).toMatchObject({ type: 'blog', title: other.title });
    // Each names its post, which the panel opens in its editor.
    expect(items.slice(0, 4).map((i) => i.record)).toEqual([
      { kind: 'post', id: other.id },
      { kind: 'post', id: draft.id },
      { kind: 'post', id: draft.id },
      { kind: 'post', id: draft.id },
    ]);
    expect(items[0]?.description.ar).toContain('الدعم الفني');
    // The fifth is the newest seeded event: the draft edited two days before boot.
    expect(items[4]).toMatchObject({
      action: 'updated',
      title: { en: 'Is Your Enterprise Network Ready for 5G?' },
    });
  });

  it('says which staff member created, published or edited a post; a seeded post names no one', async () => {
    const editor = await ctx.signer.sign({ role: 'editor', sub: 'acc-sara', email: 'sara@madar.ly' });
    ctx.clock.set(minutesLater(10));
    const draft = (await http().post('/api/blog/posts').set(auth()).send(newPost(false)).expect(201))
      .body as BlogPost;
    ctx.clock.set(minutesLater(11));
    await http()
      .patch(`/api/blog/posts/${draft.id}`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ published: true })
      .expect(200);

    const res = await http()
      .get('/api/blog/activity?limit=50')
      .set('Authorization', `Bearer ${editor}`)
      .expect(200);
    const items = res.body as ActivityItem[];
    expect(items.slice(0, 2).map((i) => [i.id, i.actor])).toEqual([
      [`${draft.id}:published`, { id: 'acc-sara', email: 'sara@madar.ly' }],
      [`${draft.id}:created`, { id: TEST_STAFF.id, email: TEST_STAFF.email }],
    ]);
    const seeded = items.filter((i) => i.title.en === 'Is Your Enterprise Network Ready for 5G?');
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((i) => 'actor' in i)).toEqual([]);

    for (const role of ['sales', 'recruiter']) {
      const other = await ctx.signer.sign({ role });
      const refused = await http()
        .get('/api/blog/activity')
        .set('Authorization', `Bearer ${other}`)
        .expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
    }
  });

  it('honours ?limit= from 1 to 50', async () => {
    const all = await activity('?limit=50');
    const times = all.map((i) => i.timestamp);

    expect(times).toEqual([...times].sort().reverse());
    expect(all.length).toBeGreaterThan(5);
    expect(await activity('?limit=1')).toEqual(all.slice(0, 1));
    expect(await activity('?limit=2')).toEqual(all.slice(0, 2));
  });

  it.each(['0', 'abc', '51', '-1', '1.5', ''])('refuses limit=%j with a 400', async (limit) => {
    const res = await http().get('/api/blog/activity').query({ limit }).set(auth()).expect(400);

    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
  });
});
