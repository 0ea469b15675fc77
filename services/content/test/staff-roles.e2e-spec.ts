/**
 * The role table on the content service itself: every operation of its OpenAPI document that takes a
 * staff token, called with a token of every role (see checkStaffAreas), and the blog's staff view
 * (drafts) answered to a role without the blog as to any visitor.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPostSummary, Page } from '@madar/shared';
import { checkStaffAreas, createTestSigner, staffRouteLines, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const DRAFT_SLUG = 'enterprise-networks-5g-readiness';

describe('content service: staff roles', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;

  beforeAll(async () => {
    signer = await createTestSigner();
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets every role into its areas only, on every staff route', async () => {
    const report = await checkStaffAreas(app, signer);

    console.log(
      `content: ${report.routes.length} staff routes × 4 roles = ${report.checked} calls checked\n` +
        staffRouteLines(report).join('\n'),
    );
    expect(report.problems).toEqual([]);
    expect(report.routes.length).toBeGreaterThan(0);
  });

  it('answers a role without the blog the public list when it asks for drafts', async () => {
    const get = async (role?: string) => {
      const req = request(app.getHttpServer()).get('/api/blog/posts?status=draft');
      if (role) req.set('Authorization', `Bearer ${await signer.sign({ role })}`);
      return req;
    };
    const published = (await request(app.getHttpServer()).get('/api/blog/posts').expect(200))
      .body as BlogPostSummary[];

    for (const role of ['recruiter', 'sales']) {
      const res = await get(role);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(published);
      expect((res.body as BlogPostSummary[]).map((post) => post.slug)).not.toContain(DRAFT_SLUG);
    }
    const editor = await get('editor');
    expect(editor.status).toBe(200);
    expect((editor.body as Page<BlogPostSummary>).items.map((post) => post.slug)).toEqual([DRAFT_SLUG]);
  });
});
