/**
 * Scheduled posts through the HTTP API: the schedule's form and time are refused in the envelope, and a
 * scheduled draft answers 404 to the public until the task publishes it.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPost } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestSigner } from '@madar/shared/testing';
import { PostScheduleService } from '../src/blog/post-schedule.service';
import { createTestApp } from './test-app';

const T0 = new Date('2026-11-26T08:00:00.000Z');

const draft = (scheduledAt: unknown) => ({
  title: { en: 'Scheduled fibre news', ar: 'أخبار الألياف المجدولة' },
  excerpt: { en: 'Coming soon.', ar: 'قريبًا.' },
  content: { en: '<p>Soon.</p>', ar: '<p>قريبًا.</p>' },
  slug: 'scheduled-fibre-news',
  category: 'telecommunications',
  author: { en: 'Khaled Ben Omran', ar: 'خالد بن عمران' },
  authorTitle: { en: 'Engineer', ar: 'مهندس' },
  published: false,
  scheduledAt,
});

describe('content service: scheduled posts', () => {
  let app: INestApplication<App>;
  let token: string;
  const clock = new FixedClock(T0);
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const signer = await createTestSigner();
    token = await signer.sign();
    app = await createTestApp({ signer, clock });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([['tomorrow'], ['2026-11-27T10:00'], [42]])(
    'refuses scheduledAt %p with 400 VALIDATION.FAILED',
    async (value) => {
      const res = await http()
        .post('/api/blog/posts')
        .set('Authorization', `Bearer ${token}`)
        .send(draft(value));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    },
  );

  it('refuses a time already past with 400 POST.SCHEDULE_IN_PAST', async () => {
    const res = await http()
      .post('/api/blog/posts')
      .set('Authorization', `Bearer ${token}`)
      .send(draft('2026-11-26T09:59:00+02:00'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'POST.SCHEDULE_IN_PAST',
      error: 'Bad Request',
      details: [{ field: 'scheduledAt', rule: 'inFuture' }],
    });
  });

  it('keeps a scheduled post from the public until the task publishes it', async () => {
    const created = await http()
      .post('/api/blog/posts')
      .set('Authorization', `Bearer ${token}`)
      .send(draft('2026-11-26T10:30:00+02:00'))
      .expect(201);
    expect((created.body as BlogPost).scheduledAt).toBe('2026-11-26T08:30:00.000Z');
    await http().get('/api/blog/posts/scheduled-fibre-news').expect(404);

    clock.set(new Date('2026-11-26T08:30:00.000Z'));
    await app.get(PostScheduleService).publishDue();

    const read = await http().get('/api/blog/posts/scheduled-fibre-news').expect(200);
    expect(read.body).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T08:30:00.000Z',
      scheduledAt: null,
    });
    const list = await http().get('/api/blog/posts').expect(200);
    expect((list.body as BlogPost[]).map((post) => post.slug)).toContain('scheduled-fibre-news');
  });
});
