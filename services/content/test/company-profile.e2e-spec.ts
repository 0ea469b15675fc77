/**
 * The company profile through the API, on memory and on PostgreSQL: GET /api/company answers the whole
 * profile publicly (COMPANY_JSON over the defaults until an edit); PATCH replaces it whole, editors and
 * owners only, every text in both languages, emails, phones and https links checked (nothing stored
 * otherwise); the public read shows the edit at once, and the audit log records it.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  type AuditPage,
  type CompanyProfile,
  DEFAULT_COMPANY_PROFILE,
  type ErrorEnvelope,
} from '@madar/shared';
import {
  createTestDatabase,
  createTestSigner,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { createTestApp } from './test-app';

const edited = (): CompanyProfile => {
  const profile = structuredClone(DEFAULT_COMPANY_PROFILE);
  profile.name = { en: 'Madar Networks', ar: 'مدار للشبكات' };
  profile.phone = '+218 21 555 0177';
  (profile.offices[0] as CompanyProfile['offices'][number]).phone = '+218 21 555 0178';
  profile.hours = [{ en: 'Every day: 9:00 AM - 1:00 PM', ar: 'كل يوم: 9:00 صباحًا - 1:00 ظهرًا' }];
  delete profile.social.x;
  return profile;
};

describe.each([['memory'], ['postgres']])('content service: the company profile (%s)', (mode) => {
  let app: INestApplication<App>;
  let database: TestDatabase | undefined;
  let signer: TestSigner;
  let editor: string;
  let owner: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    signer = await createTestSigner();
    database = mode === 'postgres' ? await createTestDatabase('content_company') : undefined;
    app = await createTestApp({ signer, ...(database ? { env: { DATABASE_URL: database.url } } : {}) });
    editor = `Bearer ${await signer.sign({ role: 'editor', sub: 'acc-editor', email: 'editor@madar.ly' })}`;
    owner = `Bearer ${await signer.sign({ role: 'owner' })}`;
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  const patch = (body: unknown, token = editor) =>
    http()
      .patch('/api/company')
      .set('Authorization', token)
      .send(body as object);

  /** A 400 VALIDATION.FAILED naming `field`, and the profile as it was. */
  async function expectRefused(body: unknown, field: string): Promise<void> {
    const before = (await http().get('/api/company').expect(200)).body as CompanyProfile;
    const res = await patch(body);
    expect(res.status).toBe(400);
    const envelope = res.body as ErrorEnvelope;
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(envelope.details?.map((detail) => detail.field)).toContain(field);
    expect((await http().get('/api/company').expect(200)).body).toEqual(before);
  }

  it('answers the whole profile publicly, cacheable like the catalogue', async () => {
    const res = await http().get('/api/company').expect(200);
    expect(res.body).toEqual(DEFAULT_COMPANY_PROFILE);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toEqual(expect.any(String));
  });

  it('answers 401 without a token and 403 to the roles without the site content, changing nothing', async () => {
    await http().patch('/api/company').send(edited()).expect(401);
    for (const role of ['recruiter', 'sales'] as const) {
      await patch(edited(), `Bearer ${await signer.sign({ role })}`).expect(403);
    }
    expect((await http().get('/api/company').expect(200)).body).toEqual(DEFAULT_COMPANY_PROFILE);
  });

  it('refuses a text missing its Arabic, a bad email, a bad phone, an http: or javascript: link', async () => {
    const noArabic = edited();
    noArabic.address = { en: 'Tripoli', ar: ' ' };
    await expectRefused(noArabic, 'address.ar');
    await expectRefused({ ...edited(), careersEmail: 'careers at madar' }, 'careersEmail');
    await expectRefused({ ...edited(), phone: 'call us' }, 'phone');
    const httpLink = edited();
    httpLink.social.facebook = 'http://www.facebook.com/madar';
    await expectRefused(httpLink, 'social.facebook');
    const scriptLink = edited();
    (scriptLink.offices[0] as CompanyProfile['offices'][number]).mapUrl = 'javascript:alert(1)';
    await expectRefused(scriptLink, 'offices.0.mapUrl');
    const repeated = edited();
    repeated.offices = [repeated.offices[0]!, repeated.offices[0]!];
    await expectRefused(repeated, 'offices');
    await expectRefused({ ...edited(), fax: '+218 21 555 0100' }, 'fax');
  });

  it('replaces the profile whole: the public read shows it at once, and the log records it', async () => {
    // Read first, so the answer is kept and the edit has to clear it.
    await http().get('/api/company').expect(200);
    const sent = edited();
    const res = await patch({ ...sent, whatsapp: { number: '+218 91-234 5678' } }).expect(200);
    const stored = { ...sent, whatsapp: { number: '218912345678' } };
    expect(res.body).toEqual(stored);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await http().get('/api/company').expect(200)).body).toEqual(stored);

    const audit = (
      await http().get('/api/content/audit?entity=company_profile').set('Authorization', owner).expect(200)
    ).body as AuditPage;
    expect(audit.items[0]).toMatchObject({
      actor: { id: 'acc-editor', email: 'editor@madar.ly' },
      action: 'update',
      entity: { type: 'company_profile', id: null },
      before: { phone: DEFAULT_COMPANY_PROFILE.phone, social: DEFAULT_COMPANY_PROFILE.social },
      after: { phone: '+218 21 555 0177', social: sent.social, name: sent.name },
    });
  });
});

describe('content service: the company profile from COMPANY_JSON', () => {
  it("starts from the operator's COMPANY_JSON over the defaults, read by the web build's rules", async () => {
    const json = JSON.stringify({ phone: '+218 21 123 4567', social: {} });
    const app = await createTestApp({ env: { COMPANY_JSON: json } });
    try {
      const res = await request(app.getHttpServer()).get('/api/company').expect(200);
      const { whatsapp: _demoOnly, ...rest } = DEFAULT_COMPANY_PROFILE;
      expect(res.body).toEqual({ ...rest, phone: '+218 21 123 4567', social: {} });
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a COMPANY_JSON the web build would refuse, naming the key', async () => {
    await expect(createTestApp({ env: { COMPANY_JSON: '{"phone": "call us"}' } })).rejects.toThrow(
      /COMPANY_JSON[\s\S]*phone must be a phone number/,
    );
  });
});
