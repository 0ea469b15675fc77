/** Shared steps of the applications e2e tests: submitting a form and seeing what is stored. */
import type { INestApplication } from '@nestjs/common';
import type { JobApplication, Page } from '@madar/shared';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ResumeStore, InMemoryResumeStore } from '../src/resumes/resumes.store';
import type { TestApp } from './test-app';

export const FIELDS = {
  name: 'Nour Al-Huni',
  email: 'nour.alhuni@example.com',
  phone: '+218 91 000 1122',
  position: 'NOC Technician',
  experience: 'Three years of shift work in a mobile operator NOC.',
  education: 'BSc in Communications Engineering, University of Benghazi',
  coverLetter: 'I would like to join your Benghazi operations team.',
  jobId: 'noc-technician',
} as const;

export interface Upload {
  bytes: Buffer;
  /** The name the client sends, path included when given. */
  name: string;
  contentType?: string;
  field?: string;
}

/** POST /api/applications with the given text fields and files, as a browser's multipart form. */
export function apply(app: INestApplication<App>, fields: Record<string, string>, uploads: Upload[] = []) {
  let req = request(app.getHttpServer()).post('/api/applications');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const upload of uploads) {
    // `filepath` (passed on to form-data, missing from superagent's types) sends the name exactly as
    // given, path included, where `filename` would be reduced to its base name before it leaves.
    const options = { filepath: upload.name, contentType: upload.contentType ?? 'application/pdf' };
    req = req.attach(upload.field ?? 'resume', upload.bytes, options);
  }
  return req;
}

/** One page of GET /api/applications (the query string as given, e.g. `?status=new&page=2`). */
export async function applicationsPage(t: TestApp, query = ''): Promise<Page<JobApplication>> {
  const res = await request(t.app.getHttpServer())
    .get(`/api/applications${query}`)
    .set('Authorization', `Bearer ${t.token}`)
    .expect(200);
  return res.body as Page<JobApplication>;
}

/** Every application matching the filter (the tests hold fewer than a hundred). */
export async function listApplications(t: TestApp, filter = ''): Promise<JobApplication[]> {
  const page = await applicationsPage(t, `?pageSize=100${filter ? `&${filter.replace(/^\?/, '')}` : ''}`);
  expect(page.total).toBeLessThanOrEqual(100);
  return page.items;
}

/** A response body as raw bytes (a resume download). */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** The bytes of an application's resume, as the admin downloads them. */
export async function downloadResume(t: TestApp, id: string): Promise<Buffer> {
  const res = await binary(
    request(t.app.getHttpServer())
      .get(`/api/applications/${id}/resume`)
      .set('Authorization', `Bearer ${t.token}`),
  ).expect(200);
  return res.body as Buffer;
}

/** What a refused request must leave unchanged: the admin's list and the bytes the resumes take. */
export async function storedState(t: TestApp) {
  const resumes = t.app.get(ResumeStore);
  return {
    ids: (await listApplications(t)).map((a) => a.id),
    resumeBytes: resumes instanceof InMemoryResumeStore ? resumes.usedBytes : undefined,
  };
}

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** A request by method name, for tests run over a table of routes. */
export function call(app: INestApplication<App>, method: Method, path: string) {
  const agent = request(app.getHttpServer());
  switch (method) {
    case 'post':
      return agent.post(path);
    case 'patch':
      return agent.patch(path);
    case 'delete':
      return agent.delete(path);
    default:
      return agent.get(path);
  }
}

/** The same token with one character of its signature changed. */
export function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}
