/**
 * The catalogue items' histories, in memory and on PostgreSQL alike: every PATCH of a service, project,
 * testimonial, figure, team member or milestone keeps the item whole with its editor and time, after a
 * baseline of the item as it was (author null), newest first; a version can be read whole and restored,
 * which is an edit like any other (audited, the public reads show it, kept as the newest version). Only
 * the roles that edit the catalogue see it; an unknown item or version is a 404 in the envelope.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditPage, ErrorEnvelope, Project, Version, VersionList } from '@madar/shared';
import {
  createTestDatabase,
  createTestSigner,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { PROJECTS_SEED } from '../src/projects/projects.seed';
import { SERVICES_SEED } from '../src/services-catalog/services.seed';
import { STATISTICS_SEED } from '../src/statistics/statistics.seed';
import { TEAM_SEED } from '../src/team/team.seed';
import { TESTIMONIALS_SEED } from '../src/testimonials/testimonials.seed';
import { TIMELINE_SEED } from '../src/timeline/timeline.seed';
import { createTestApp } from './test-app';

const EDITOR = { sub: 'acc-editor', email: 'editor@example.test', name: 'Salma Ben Ali', role: 'editor' };

/** An item as the editor sends it: the stored one without its key. */
function bodyOf(item: object, key: 'id' | 'year' = 'id'): Record<string, unknown> {
  const copy = structuredClone(item) as Record<string, unknown>;
  delete copy[key];
  return copy;
}

const first = <T>(items: readonly T[], index = 0): T => items[index] as T;

/** One item of each kind staff edit: its path, its key, the seeded item, and a text field to change. */
const KINDS = [
  ['services', first(SERVICES_SEED), 'id', 'title'],
  ['projects', first(PROJECTS_SEED, 1), 'id', 'title'],
  ['testimonials', first(TESTIMONIALS_SEED, 1), 'id', 'content'],
  ['statistics', first(STATISTICS_SEED, 1), 'id', 'label'],
  ['team', first(TEAM_SEED, 1), 'id', 'bio'],
  ['timeline', first(TIMELINE_SEED, 1), 'year', 'title'],
] as const;

describe.each([['memory'], ['postgres']])('content service: versions of catalogue items (%s)', (mode) => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let database: TestDatabase | undefined;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    signer = await createTestSigner();
    database = mode === 'postgres' ? await createTestDatabase('content_catalogue_versions') : undefined;
    app = await createTestApp({ signer, env: database ? { DATABASE_URL: database.url } : {} });
    owner = await signer.sign();
    editor = await signer.sign(EDITOR);
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  const http = () => request(app.getHttpServer());
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const versionsOf = async (path: string) =>
    ((await http().get(`/api/${path}/versions`).set(as(owner)).expect(200)).body as VersionList).items;
  const versionOf = async <T>(path: string, versionId: string) =>
    (await http().get(`/api/${path}/versions/${versionId}`).set(as(owner)).expect(200)).body as Version<T>;

  it('keeps a project whole at every PATCH, newest first, after its baseline', async () => {
    const project = first(PROJECTS_SEED);
    const path = `projects/${project.id}`;
    const sent = {
      ...bodyOf(project),
      title: { en: 'A renamed project', ar: 'مشروع بعنوان جديد' },
      technologies: [...project.technologies, 'Wi-Fi 7'],
    };
    const saved = (await http().patch(`/api/${path}`).set(as(editor)).send(sent).expect(200)).body as Project;

    const items = await versionsOf(path);
    expect(items).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        author: { id: 'acc-editor', name: 'Salma Ben Ali' },
      },
      { id: expect.any(String), createdAt: expect.any(String), author: null },
    ]);
    expect(Number(items[0]?.id)).toBeGreaterThan(Number(items[1]?.id));
    expect((await versionOf<Project>(path, items[0]?.id ?? '')).state).toEqual(saved);
    expect((await versionOf<Project>(path, items[1]?.id ?? '')).state).toEqual(project);
  });

  it('restores a version as a new one: the public read shows it, and the log records the edit', async () => {
    const project = first(PROJECTS_SEED, 2);
    const path = `projects/${project.id}`;
    const sent = { ...bodyOf(project), description: { en: 'Changed description.', ar: 'وصف معدل.' } };
    await http().patch(`/api/${path}`).set(as(editor)).send(sent).expect(200);
    const [, baseline] = await versionsOf(path);

    const restored = await http()
      .post(`/api/${path}/versions/${baseline?.id ?? ''}/restore`)
      .set(as(editor))
      .expect(200);
    expect(restored.body).toEqual(project);
    expect((await http().get(`/api/${path}`).expect(200)).body).toEqual(project);

    const items = await versionsOf(path);
    expect(items.map((version) => version.author?.name ?? null)).toEqual([
      'Salma Ben Ali',
      'Salma Ben Ali',
      null,
    ]);
    expect((await versionOf<Project>(path, items[0]?.id ?? '')).state).toEqual(project);
    const audit = (
      await http().get(`/api/content/audit?entity=project:${project.id}`).set(as(owner)).expect(200)
    ).body as AuditPage;
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      actor: { id: 'acc-editor' },
      after: { description: project.description },
    });
  });

  it.each(KINDS)('keeps a version of every edit of %s', async (kind, item, key, field) => {
    const id = String((item as unknown as Record<string, unknown>)[key]);
    const path = `${kind}/${id}`;
    const before = await versionsOf(path);
    const sent = { ...bodyOf(item, key), [field]: { en: `Edited ${kind}`, ar: 'نص معدل' } };
    const saved = (await http().patch(`/api/${path}`).set(as(editor)).send(sent).expect(200)).body as object;

    const items = await versionsOf(path);
    expect(items).toHaveLength(before.length === 0 ? 2 : before.length + 1);
    expect(items[items.length - 1]?.author).toBeNull();
    expect((await versionOf<object>(path, items[0]?.id ?? '')).state).toEqual(saved);
  });

  it('answers 401 without a token and 403 to the roles that do not edit the catalogue', async () => {
    const path = `testimonials/${first(TESTIMONIALS_SEED).id}`;
    await http().get(`/api/${path}/versions`).expect(401);
    await http().post(`/api/${path}/versions/1/restore`).expect(401);
    for (const role of ['recruiter', 'sales']) {
      const token = await signer.sign({ role });
      const res = await http().get(`/api/${path}/versions`).set(as(token));
      expect(res.status).toBe(403);
      expect((res.body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
      await http().post(`/api/${path}/versions/1/restore`).set(as(token)).expect(403);
    }
  });

  it('answers 404 in the envelope for an unknown item, and for a version the item does not have', async () => {
    const unknown = await http().get('/api/projects/no-such-project/versions').set(as(editor));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'PROJECT.NOT_FOUND' });
    const year = await http().get('/api/timeline/1999/versions/1').set(as(editor));
    expect(year.body).toMatchObject({ statusCode: 404, code: 'TIMELINE_ENTRY.NOT_FOUND' });

    // A version of another item, one that does not exist, and an id that cannot be one.
    const other = first(STATISTICS_SEED, 2);
    await http()
      .patch(`/api/statistics/${other.id}`)
      .set(as(editor))
      .send({ ...bodyOf(other), value: other.value + 1 })
      .expect(200);
    const [otherVersion] = await versionsOf(`statistics/${other.id}`);
    const path = `statistics/${first(STATISTICS_SEED, 3).id}`;
    for (const versionId of [otherVersion?.id ?? '', '999999999', 'latest']) {
      const res = await http().get(`/api/${path}/versions/${versionId}`).set(as(editor));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'VERSION.NOT_FOUND', error: 'Not Found' });
      const restore = await http().post(`/api/${path}/versions/${versionId}/restore`).set(as(editor));
      expect(restore.status).toBe(404);
      expect((restore.body as ErrorEnvelope).code).toBe('VERSION.NOT_FOUND');
    }
  });
});
