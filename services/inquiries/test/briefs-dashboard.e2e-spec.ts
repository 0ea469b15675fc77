import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ActivityItem, ClientBrief, ErrorEnvelope } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import type { TestSigner } from '@madar/shared/testing';
import { expectAdminOnly } from './admin-checks';
import { createTestApp } from './test-app';

const BOOT = new Date('2026-04-20T10:00:00.000Z');
const DAY_MS = 86_400_000;

describe('inquiries: brief stats and activity for the dashboard', () => {
  let app: INestApplication<App>;
  let token: string;
  let signer: TestSigner;
  let clock: FixedClock;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    clock = new FixedClock(BOOT);
    const started = await createTestApp({ clock });
    app = started.app;
    signer = started.signer;
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    clock.set(BOOT);
  });

  const get = (path: string) => http().get(path).set('Authorization', `Bearer ${token}`);
  const submit = (companyName: string, contactName = 'Ali Ben Omran') =>
    http()
      .post('/api/briefs')
      .send({
        companyName,
        industry: 'Retail',
        contactName,
        email: 'ali@example.ly',
        projectType: 'consulting',
        description: 'An IT strategy for 12 shops.',
        goals: 'A plan within three months.',
      })
      .expect(201);

  describe('GET /api/briefs/stats', () => {
    it('compares the seed spread over the last 60 days before the clock at boot', async () => {
      const briefs = (await get('/api/briefs?pageSize=100').expect(200)).body.items as ClientBrief[];
      const ages = briefs.map((b) => (BOOT.getTime() - Date.parse(b.submittedAt)) / DAY_MS);
      const recent = ages.filter((age) => age >= 0 && age < 30).length;
      const previous = ages.filter((age) => age >= 30 && age < 60).length;
      expect(Math.max(...ages)).toBeLessThanOrEqual(60);
      expect(recent).toBeGreaterThan(0);
      expect(previous).toBeGreaterThan(0);

      const res = await get('/api/briefs/stats').expect(200);
      const change = Math.round(((recent - previous) / previous) * 1000) / 10;
      expect(res.body).toEqual({ total: briefs.length, change: Math.abs(change), isPositive: change >= 0 });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('counts a new submission, stamped by the clock, in the last 30 days', async () => {
      const before = (await get('/api/briefs/stats').expect(200)).body as { total: number; change: number };
      await submit('Counted Brief Co');
      const after = (await get('/api/briefs/stats').expect(200)).body as { total: number; change: number };
      expect(after.total).toBe(before.total + 1);
      expect(after.change).toBeGreaterThan(before.change);
    });

    it('moves with the clock: 45 days later the seeds have aged out of the recent window', async () => {
      clock.set(new Date(BOOT.getTime() + 45 * DAY_MS));
      const res = await get('/api/briefs/stats').expect(200);
      expect(res.body).toMatchObject({ isPositive: false });
    });

    it('refuses a caller without a valid admin token', async () => {
      await expectAdminOnly(app.getHttpServer(), 'get', '/api/briefs/stats', token);
    });
  });

  describe('GET /api/briefs/activity', () => {
    it('lists the five latest arrivals by default, newest first, as brief activity items', async () => {
      clock.set(new Date(BOOT.getTime() + 60_000));
      const { id } = (await submit('شركة طرابلس للبرمجيات', 'ريم الشريف')).body as { id: string };

      const res = await get('/api/briefs/activity').expect(200);
      const items = res.body as ActivityItem[];
      expect(items).toHaveLength(5);
      expect(items[0]).toEqual({
        id,
        type: 'client_brief',
        action: 'submitted',
        title: { en: 'شركة طرابلس للبرمجيات', ar: 'شركة طرابلس للبرمجيات' },
        description: { en: 'ريم الشريف', ar: 'ريم الشريف' },
        timestamp: new Date(BOOT.getTime() + 60_000).toISOString(),
        record: { kind: 'brief', id },
      });
      const times = items.map((item) => Date.parse(item.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('follows ?limit=, up to every brief', async () => {
      const { total } = (await get('/api/briefs').expect(200)).body as { total: number };
      expect((await get('/api/briefs/activity?limit=1').expect(200)).body).toHaveLength(1);
      expect((await get('/api/briefs/activity?limit=3').expect(200)).body).toHaveLength(3);
      expect((await get('/api/briefs/activity?limit=50').expect(200)).body).toHaveLength(Math.min(total, 50));
    });

    it('leaves a deleted brief out', async () => {
      clock.set(new Date(BOOT.getTime() + 120_000));
      const { id } = (await submit('Withdrawn Brief Co')).body as { id: string };
      expect(((await get('/api/briefs/activity?limit=1').expect(200)).body as ActivityItem[])[0]?.id).toBe(
        id,
      );

      await http().delete(`/api/briefs/${id}`).set('Authorization', `Bearer ${token}`).expect(204);
      const items = (await get('/api/briefs/activity?limit=50').expect(200)).body as ActivityItem[];
      expect(items.some((item) => item.id === id)).toBe(false);
    });

    it.each(['0', '-1', '51', 'abc', '2.5', ''])('rejects ?limit=%s with 400', async (limit) => {
      const res = await get(`/api/briefs/activity?limit=${limit}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
      expect((res.body as ErrorEnvelope).message).toEqual(
        expect.arrayContaining([expect.stringMatching(/^limit must/)]),
      );
    });

    it('rejects an unknown query parameter', async () => {
      const res = await get('/api/briefs/activity?since=yesterday').expect(400);
      expect((res.body as ErrorEnvelope).message).toEqual(['property since should not exist']);
    });

    it('refuses a caller without a valid admin token', async () => {
      await expectAdminOnly(app.getHttpServer(), 'get', '/api/briefs/activity', token);
    });

    it('says which staff member moved a brief, and to what, only to the roles that work on briefs', async () => {
      clock.set(new Date(BOOT.getTime() + 180_000));
      const { id } = (await submit('Moved Brief Co')).body as { id: string };
      const sara = await signer.sign({ role: 'sales', sub: 'acc-sara', email: 'sara@madar.ly' });
      clock.set(new Date(BOOT.getTime() + 240_000));
      await http()
        .patch(`/api/briefs/${id}/status`)
        .set('Authorization', `Bearer ${sara}`)
        .send({ status: 'in-progress' })
        .expect(200);

      const res = await http().get('/api/briefs/activity?limit=2').set('Authorization', `Bearer ${sara}`);
      expect(res.status).toBe(200);
      const [moved, arrived] = res.body as ActivityItem[];
      expect(moved).toEqual({
        id: expect.stringMatching(new RegExp(`^${id}:status:`)) as unknown,
        type: 'client_brief',
        action: 'status-changed',
        title: { en: 'Moved Brief Co', ar: 'Moved Brief Co' },
        description: { en: 'Ali Ben Omran', ar: 'Ali Ben Omran' },
        timestamp: new Date(BOOT.getTime() + 240_000).toISOString(),
        actor: { id: 'acc-sara', email: 'sara@madar.ly' },
        status: 'in-progress',
        // The item's own id is the list's key; the record is what the panel opens.
        record: { kind: 'brief', id },
      });
      expect(arrived).toMatchObject({ id, action: 'submitted', record: { kind: 'brief', id } });
      expect(arrived).not.toHaveProperty('actor');

      for (const role of ['editor', 'recruiter']) {
        const other = await signer.sign({ role });
        const refused = await http().get('/api/briefs/activity').set('Authorization', `Bearer ${other}`);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
      }
    });
  });
});
