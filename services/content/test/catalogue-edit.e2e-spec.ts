/**
 * Staff edit the company catalogue through the API: PATCH on each kind's item replaces it whole (its key
 * kept), editors and owners only; the public reads show the new item at once, the list and the one;
 * every text is checked in both languages, with its limit, and the change is in the audit log.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  AuditPage,
  ErrorEnvelope,
  Project,
  Service,
  ServiceSummary,
  Statistic,
  TeamMember,
  Testimonial,
  TimelineEntry,
} from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import { PROJECTS_SEED } from '../src/projects/projects.seed';
import { SERVICES_SEED } from '../src/services-catalog/services.seed';
import { STATISTICS_SEED } from '../src/statistics/statistics.seed';
import { TEAM_SEED } from '../src/team/team.seed';
import { TESTIMONIALS_SEED } from '../src/testimonials/testimonials.seed';
import { TIMELINE_SEED } from '../src/timeline/timeline.seed';
import { createTestApp } from './test-app';

/** An item as the editor sends it: the stored one without its key. */
function bodyOf<T extends object>(item: T, key: 'id' | 'year' = 'id'): Omit<T, typeof key> {
  const copy = structuredClone(item) as Record<string, unknown>;
  delete copy[key];
  return copy as Omit<T, typeof key>;
}

const service = SERVICES_SEED.find((s) => s.id === 'networking') as Service;
const project = PROJECTS_SEED[0] as Project;
const testimonial = TESTIMONIALS_SEED[0] as Testimonial;
const statistic = STATISTICS_SEED[0] as Statistic;
const member = TEAM_SEED[0] as TeamMember;
const milestone = TIMELINE_SEED.find((entry) => entry.year === 2015) as TimelineEntry;

const serviceBody = () => ({
  ...bodyOf(service),
  title: { en: 'Enterprise networks', ar: 'شبكات المؤسسات' },
  features: [...service.features, { en: 'Wi-Fi 7 surveys', ar: 'مسح شبكات واي فاي 7' }],
});

describe('content service: catalogue edits (PATCH)', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let editor: string;
  let owner: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    signer = await createTestSigner();
    app = await createTestApp({ signer });
    editor = `Bearer ${await signer.sign({ role: 'editor', sub: 'acc-editor', email: 'editor@madar.ly' })}`;
    owner = `Bearer ${await signer.sign({ role: 'owner' })}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('replaces a service: the list and the one show it at once, and the log records it', async () => {
    // Read first, so the answers are kept and the edit has to clear them.
    await http().get('/api/services').expect(200);
    await http().get('/api/services/networking').expect(200);

    const sent = serviceBody();
    const res = await http().patch('/api/services/networking').set('Authorization', editor).send(sent);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...sent, id: 'networking' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    const one = (await http().get('/api/services/networking').expect(200)).body as Service;
    expect(one).toEqual({ ...sent, id: 'networking' });
    const list = (await http().get('/api/services').expect(200)).body as ServiceSummary[];
    expect(list.map((s) => s.id)).toEqual(SERVICES_SEED.map((s) => s.id));
    const listed = list.find((s) => s.id === 'networking');
    expect(listed?.title).toEqual(sent.title);
    expect(listed?.features.at(-1)).toEqual({ en: 'Wi-Fi 7 surveys', ar: 'مسح شبكات واي فاي 7' });

    const audit = (
      await http().get('/api/content/audit?entity=service:networking').set('Authorization', owner).expect(200)
    ).body as AuditPage;
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      actor: { id: 'acc-editor', email: 'editor@madar.ly' },
      entity: { type: 'service', id: 'networking' },
      before: { title: service.title, features: service.features },
      after: { title: sent.title, features: sent.features },
    });
  });

  it('replaces a project: moved to its new date and category in the lists, and in full', async () => {
    await http().get('/api/projects').expect(200);
    const { testimonial: _quote, ...rest } = bodyOf(project);
    const sent = { ...rest, date: '2031-02-03', category: 'consulting', technologies: ['  Cisco Meraki '] };
    const res = await http().patch(`/api/projects/${project.id}`).set('Authorization', owner).send(sent);
    expect(res.status).toBe(200);
    // Trimmed as every single-line text; the quote left out is removed.
    const stored = { ...sent, id: project.id, technologies: ['Cisco Meraki'] };
    expect(res.body).toEqual(stored);

    expect((await http().get(`/api/projects/${project.id}`).expect(200)).body).toEqual(stored);
    const newest = (await http().get('/api/projects').expect(200)).body as Project[];
    expect(newest[0]).toMatchObject({ id: project.id, date: '2031-02-03', category: 'consulting' });
    const consulting = (await http().get('/api/projects?category=consulting').expect(200)).body as Project[];
    expect(consulting.map((p) => p.id)).toContain(project.id);
  });

  it.each([
    ['testimonials', testimonial.id, { ...bodyOf(testimonial), rating: 4 }],
    ['statistics', statistic.id, { ...bodyOf(statistic), value: 16 }],
    ['team', member.id, { ...bodyOf(member), position: { en: 'Founder', ar: 'المؤسس' } }],
    [
      'timeline',
      String(milestone.year),
      { ...bodyOf(milestone, 'year'), title: { en: 'Benghazi opens', ar: 'افتتاح بنغازي' } },
    ],
  ])('replaces an item of %s, seen on the next public list', async (kind, key, sent) => {
    await http().get(`/api/${kind}`).expect(200);
    const res = await http().patch(`/api/${kind}/${key}`).set('Authorization', editor).send(sent);
    expect(res.status).toBe(200);
    const stored = kind === 'timeline' ? { ...sent, year: Number(key) } : { ...sent, id: key };
    expect(res.body).toEqual(stored);
    const list = (await http().get(`/api/${kind}`).expect(200)).body as object[];
    expect(list).toContainEqual(stored);
  });

  it('takes back every seeded item unchanged: the limits hold all the shipped content', async () => {
    const seeds: [string, readonly object[], 'id' | 'year'][] = [
      ['services', SERVICES_SEED, 'id'],
      ['projects', PROJECTS_SEED, 'id'],
      ['testimonials', TESTIMONIALS_SEED, 'id'],
      ['statistics', STATISTICS_SEED, 'id'],
      ['team', TEAM_SEED, 'id'],
      ['timeline', TIMELINE_SEED, 'year'],
    ];
    const refused: string[] = [];
    for (const [kind, items, key] of seeds) {
      for (const item of items) {
        const id = String((item as Record<string, unknown>)[key]);
        const res = await http()
          .patch(`/api/${kind}/${id}`)
          .set('Authorization', owner)
          .send(bodyOf(item, key));
        if (res.status !== 200) refused.push(`${kind}/${id}: ${JSON.stringify(res.body)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('answers 401 without a token and 403 to the roles without the blog, changing nothing', async () => {
    const before = (await http().get('/api/services/support').expect(200)).body as Service;
    const sent = { ...bodyOf(before), title: { en: 'Refused', ar: 'مرفوض' } };
    const anonymous = await http().patch('/api/services/support').send(sent);
    expect(anonymous.status).toBe(401);
    for (const role of ['recruiter', 'sales']) {
      const res = await http()
        .patch('/api/services/support')
        .set('Authorization', `Bearer ${await signer.sign({ role })}`)
        .send(sent);
      expect(res.status).toBe(403);
      expect((res.body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
    }
    expect((await http().get('/api/services/support').expect(200)).body).toEqual(before);
  });

  const support = () => bodyOf(SERVICES_SEED.find((s) => s.id === 'support') as Service);
  const BAD_SERVICES: [string, object, string][] = [
    ['a title without its Arabic', { ...support(), title: { en: 'Support' } }, 'title.ar'],
    [
      'a blank Arabic description',
      { ...support(), description: { en: 'Help', ar: '   ' } },
      'description.ar',
    ],
    ['a title over its limit', { ...support(), title: { en: 'x'.repeat(201), ar: 'دعم' } }, 'title.en'],
    ['an unknown icon', { ...support(), icon: 'rocket' }, 'icon'],
    ['a feature without its Arabic', { ...support(), features: [{ en: 'Help desk' }] }, 'features.0.ar'],
    ['too many features', { ...support(), features: Array(13).fill({ en: 'a', ar: 'ب' }) }, 'features'],
    ['no process step', { ...support(), process: [] }, 'process'],
    ['a control character', { ...support(), title: { en: 'Sup\u0000port', ar: 'دعم' } }, 'title.en'],
    ['a javascript: image', { ...support(), image: 'javascript:alert(1)' }, 'image'],
    ['its id in the body', { ...support(), id: 'support' }, 'id'],
    ['featured as a string', { ...support(), featured: 'yes' }, 'featured'],
  ];

  it.each(BAD_SERVICES)('refuses a service with %s: 400, nothing changed', async (_what, sent, field) => {
    const res = await http().patch('/api/services/support').set('Authorization', editor).send(sent);
    expect(res.status).toBe(400);
    const body = res.body as ErrorEnvelope & { details: { field: string }[] };
    expect(body.code).toBe('VALIDATION.FAILED');
    expect(body.details.map((detail) => detail.field)).toContain(field);
    expect(((await http().get('/api/services/support').expect(200)).body as Service).title).toEqual(
      support().title,
    );
  });

  it.each([
    ['projects', project.id, { ...bodyOf(project), category: 'gardening' }, 'category'],
    ['projects', project.id, { ...bodyOf(project), date: '2025-02-30' }, 'date'],
    ['testimonials', testimonial.id, { ...bodyOf(testimonial), rating: 6 }, 'rating'],
    ['statistics', statistic.id, { ...bodyOf(statistic), icon: 'Bad Icon' }, 'icon'],
    ['team', member.id, { ...bodyOf(member), bio: { en: 'x'.repeat(1001), ar: 'سيرة' } }, 'bio.en'],
    ['timeline', '2015', { ...bodyOf(milestone, 'year'), title: { en: 'Benghazi' } }, 'title.ar'],
  ])('refuses a bad %s item (key %s): 400 naming the field', async (kind, key, sent, field) => {
    const res = await http().patch(`/api/${kind}/${key}`).set('Authorization', editor).send(sent);
    expect(res.status).toBe(400);
    const body = res.body as ErrorEnvelope & { details: { field: string }[] };
    expect(body.details.map((detail) => detail.field)).toContain(field);
  });

  it.each([
    ['services', 'web-hosting', serviceBody(), 'SERVICE.NOT_FOUND'],
    ['projects', 'no-such-project', bodyOf(project), 'PROJECT.NOT_FOUND'],
    ['testimonials', 'nobody', bodyOf(testimonial), 'TESTIMONIAL.NOT_FOUND'],
    ['statistics', 'visitors', bodyOf(statistic), 'STATISTIC.NOT_FOUND'],
    ['team', 'nobody', bodyOf(member), 'TEAM_MEMBER.NOT_FOUND'],
    ['timeline', '1999', bodyOf(milestone, 'year'), 'TIMELINE_ENTRY.NOT_FOUND'],
    ['timeline', '02015', bodyOf(milestone, 'year'), 'TIMELINE_ENTRY.NOT_FOUND'],
  ])('answers 404 for an unknown key of %s (%s)', async (kind, key, sent, code) => {
    const res = await http().patch(`/api/${kind}/${key}`).set('Authorization', editor).send(sent);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code, error: 'Not Found' });
  });
});
