/**
 * The company's own content: testimonials, statistics, team and timeline. None takes a parameter,
 * so like /api/services they ignore any query string rather than refuse it.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  AVATAR_PLACEHOLDER,
  type LocalizedText,
  type Statistic,
  type TeamMember,
  type Testimonial,
  type TimelineEntry,
} from '@madar/shared';
import { ARABIC, filled } from './copy-checks';
import { createTestApp } from './test-app';

const LISTS = ['/api/testimonials', '/api/statistics', '/api/team', '/api/timeline'].map((p) => [p]);

const bilingual = (text: LocalizedText) => filled(text) && ARABIC.test(text.ar) && !ARABIC.test(text.en);

describe('content service: company content', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (path: string) => request(app.getHttpServer()).get(path).expect(200);

  describe.each(LISTS)('%s', (path) => {
    it('is a publicly cacheable JSON list with an ETag', async () => {
      const res = await get(path);

      expect(Array.isArray(res.body)).toBe(true);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toEqual(expect.any(String));
    });

    it('answers a repeated request carrying its ETag with 304 and no body', async () => {
      const first = await get(path);

      const again = await request(app.getHttpServer())
        .get(path)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);

      expect(again.text).toBe('');
    });

    it('ignores a query string, as /api/services does', async () => {
      const plain = await get(path);
      const res = await get(`${path}?lang=ar`);

      expect(res.body).toEqual(plain.body);
    });
  });

  it('lists six testimonials, rated 5, at least three featured, in both languages', async () => {
    const testimonials = (await get('/api/testimonials')).body as Testimonial[];

    expect(testimonials).toHaveLength(6);
    expect(testimonials.filter((t) => t.featured).length).toBeGreaterThanOrEqual(3);
    for (const t of testimonials) {
      expect([t.position, t.company, t.content].every(bilingual)).toBe(true);
      expect(t.name.en).not.toMatch(ARABIC);
      expect(t.name.ar).toMatch(ARABIC);
      expect(t.rating).toBe(5);
      expect(t.image).toBe(AVATAR_PLACEHOLDER);
    }
  });

  it('lists exactly the four headline figures of the spec', async () => {
    const statistics = (await get('/api/statistics')).body as Statistic[];

    expect(statistics.map((s) => [s.id, s.value])).toEqual([
      ['years', 15],
      ['projects', 200],
      ['team', 50],
      ['clients', 150],
    ]);
    expect(statistics.every((s) => bilingual(s.label) && s.icon.length > 0)).toBe(true);
    expect(statistics[0]?.label.en).toBe('Years of experience');
  });

  it('lists six team members with bilingual names, positions and biographies', async () => {
    const team = (await get('/api/team')).body as TeamMember[];

    expect(team).toHaveLength(6);
    expect(new Set(team.map((m) => m.id)).size).toBe(6);
    for (const member of team) {
      expect(bilingual(member.position) && bilingual(member.bio)).toBe(true);
      expect(member.name.en).not.toMatch(ARABIC);
      expect(member.name.ar).toMatch(ARABIC);
      expect(member.image).toBe(AVATAR_PLACEHOLDER);
    }
  });

  it('lists the four milestones of the company, oldest first', async () => {
    const timeline = (await get('/api/timeline')).body as TimelineEntry[];

    expect(timeline.map((e) => e.year)).toEqual([2010, 2015, 2018, 2023]);
    expect(timeline[0]?.title).toEqual({ en: 'Founded in Tripoli', ar: 'التأسيس في طرابلس' });
    expect(timeline[1]?.title.en).toMatch(/Benghazi/);
    expect(timeline[2]?.title.en).toMatch(/Telecommunications/);
    expect(timeline[3]?.title.en).toMatch(/Cloud/);
    expect(timeline.every((e) => bilingual(e.title) && bilingual(e.description))).toBe(true);
  });
});
