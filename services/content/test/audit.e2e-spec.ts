/**
 * The content audit log through the API: each post written, published and deleted is recorded with
 * who, from where and what changed; GET /api/content/audit serves it to owners only.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditPage, BlogPost, ErrorEnvelope } from '@madar/shared';
import { createTestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const ADDRESS = '198.51.100.77';
const NEW_POST = {
  title: { en: 'Fibre backbone in Zliten', ar: 'شبكة ألياف ضوئية في زليتن' },
  excerpt: { en: 'A new backbone for the city.', ar: 'شبكة رئيسية جديدة للمدينة.' },
  content: { en: '<p>Thirty kilometres of fibre.</p>', ar: '<p>ثلاثون كيلومترًا من الألياف.</p>' },
  slug: 'fibre-backbone-zliten',
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  published: false,
};

describe('content service: audit log (GET /api/content/audit)', () => {
  let app: INestApplication<App>;
  let owner: string;
  let editor: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const signer = await createTestSigner();
    owner = `Bearer ${await signer.sign()}`;
    editor = `Bearer ${await signer.sign({ sub: 'acc-editor', email: 'editor@example.test', role: 'editor' })}`;
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const audit = async (query: string) =>
    (await http().get(`/api/content/audit?${query}`).set('Authorization', owner).expect(200))
      .body as AuditPage;

  it('records a post created, edited, published and deleted by the editor, from the forwarded address', async () => {
    const as = (req: request.Test) => req.set('Authorization', editor).set('X-Forwarded-For', ADDRESS);
    const post = (await as(http().post('/api/blog/posts')).send(NEW_POST).expect(201)).body as BlogPost;
    await as(http().patch(`/api/blog/posts/${post.id}`))
      .send({ excerpt: { en: 'Shorter.', ar: 'أقصر.' } })
      .expect(200);
    await as(http().patch(`/api/blog/posts/${post.id}`))
      .send({ published: true })
      .expect(200);
    await as(http().delete(`/api/blog/posts/${post.id}`)).expect(204);

    const { items } = await audit(`entity=post:${post.id}`);
    expect(items.map((entry) => entry.action)).toEqual(['delete', 'status', 'update', 'create']);
    for (const entry of items) {
      expect(entry).toMatchObject({
        actor: { id: 'acc-editor', email: 'editor@example.test' },
        address: ADDRESS,
      });
    }
    const [deleted, published, edited, created] = items;
    expect(created).toMatchObject({
      before: null,
      after: { id: post.id, slug: NEW_POST.slug, published: false },
    });
    expect(edited).toMatchObject({
      before: { excerpt: NEW_POST.excerpt },
      after: { excerpt: { en: 'Shorter.' } },
    });
    expect(published).toMatchObject({
      before: { published: false, publishedAt: null },
      after: { published: true },
    });
    expect(deleted).toMatchObject({ before: { id: post.id, published: true }, after: null });
  });

  it('is for owners only (403 AUTH.FORBIDDEN for an editor) and refuses bad query values with 400', async () => {
    const { body } = await http().get('/api/content/audit').set('Authorization', editor).expect(403);
    expect((body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
    for (const query of ['limit=-1', 'before=now', 'entity=post:a:b', 'action=create,delete']) {
      const res = await http().get(`/api/content/audit?${query}`).set('Authorization', owner).expect(400);
      expect((res.body as ErrorEnvelope).code).toBe('VALIDATION.FAILED');
    }
  });
});
