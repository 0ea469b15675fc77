import request from 'supertest';
import { ApplicationsStore } from '../src/applications/applications.store';
import { application, resume } from '../src/testing/stores.fixtures';
import { parseCsv } from './fixtures/csv';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

const HEADERS_EN = [
  'Name',
  'Email',
  'Phone',
  'Job',
  'Position',
  'Status',
  'Submitted',
  'Resume',
  'Language',
  'Assigned to',
  'Consent given',
  'Consent text version',
];
const HEADERS_AR = [
  'الاسم',
  'البريد الإلكتروني',
  'الهاتف',
  'الوظيفة المعلنة',
  'الوظيفة',
  'الحالة',
  'تاريخ التقديم',
  'السيرة الذاتية',
  'اللغة',
  'مُسند إلى',
  'تاريخ الموافقة',
  'إصدار نص الموافقة',
];
const BULK = 600;

describe('recruitment service: GET /api/applications/export', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // More than one batch of the export's reads, put in straight through the store.
    const store = t.app.get(ApplicationsStore);
    for (let n = 1; n <= BULK; n += 1) {
      const id = `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      await store.create(
        application(id, { name: `Bulk ${n}`, submittedAt: '2025-01-01T00:00:00.000Z', status: 'accepted' }),
        resume(),
      );
    }
  });

  afterAll(async () => {
    await t.close();
  });

  async function exportCsv(query = '') {
    const res = await request(t.app.getHttpServer())
      .get(`/api/applications/export${query}`)
      .set('Authorization', `Bearer ${t.token}`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    return { res, text: res.body as string, rows: parseCsv(res.body as string) };
  }

  it('sends every matching application (not one page) as a CSV download, never cached', async () => {
    const { res, text, rows } = await exportCsv('?pageSize=1');

    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual(HEADERS_EN);
    expect(rows).toHaveLength(1 + 9 + BULK);
    expect(rows.slice(1).map((row) => row[0])).toContain('Bulk 1');
  });

  it('writes the columns of the admin table, newest first: the job by its title, a general one by its position', async () => {
    const { rows } = await exportCsv('?search=example.com');

    expect(rows.slice(1, 3)).toEqual([
      [
        'Mohamed Al-Fitouri',
        'mohamed.alfitouri@example.com',
        // A leading + is neutralised like any formula character (a spreadsheet shows the text as is).
        "'+218 91 234 5678",
        'Senior Network Engineer',
        'Senior Network Engineer',
        'New',
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        'Mohamed-AlFitouri-CV.pdf',
        'en',
        // Nobody has it.
        '',
        // Seeded before the forms asked for consent: no time, no text version.
        '',
        '',
      ],
      [
        'هدى الترهوني',
        'huda.altarhouni@example.com',
        "'+218 94 765 4321",
        'مهندسة خدمات سحابية',
        'مهندسة خدمات سحابية',
        'In Review',
        expect.any(String),
        'Huda-Altarhouni.pdf',
        // Written in Arabic, seeded as sent from the Arabic page.
        'ar',
        '',
        '',
        '',
      ],
    ]);
  });

  it('labels headers, statuses and jobs in Arabic with lang=ar', async () => {
    const { rows } = await exportCsv('?lang=ar&status=interview');

    expect(rows[0]).toEqual(HEADERS_AR);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[5]])).toEqual([
      ['Omar Al-Zawi', 'أخصائي دعم تقنية المعلومات', 'مقابلة'],
      ['Ahmed Al-Werfalli', 'فني أنظمة أمنية', 'مقابلة'],
    ]);
  });

  it('follows the filter and the order of the list', async () => {
    const { rows } = await exportCsv('?status=accepted&search=bulk&sort=name:desc');

    expect(rows).toHaveLength(1 + BULK);
    expect(rows[1]?.[0]).toBe('Bulk 99');
  });

  it('names a job deleted since "Unknown Position"', async () => {
    const created = await request(t.app.getHttpServer())
      .post('/api/jobs')
      .set('Authorization', `Bearer ${t.token}`)
      .send({
        title: { en: 'Short-lived', ar: 'مؤقتة' },
        department: { en: 'Ops', ar: 'العمليات' },
        location: { en: 'Tripoli', ar: 'طرابلس' },
        type: { en: 'Contract', ar: 'عقد' },
        description: { en: 'Soon gone.', ar: 'قريبًا تُحذف.' },
        responsibilities: [{ en: 'Work', ar: 'العمل' }],
        requirements: [{ en: 'None', ar: 'لا شيء' }],
        published: true,
      })
      .expect(201);
    const jobId = (created.body as { id: string }).id;
    await apply(t.app, { ...FIELDS, name: 'Orphaned Applicant', jobId }, [
      { bytes: pdf(), name: 'cv.pdf' },
    ]).expect(201);
    await request(t.app.getHttpServer())
      .delete(`/api/jobs/${jobId}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(204);

    const en = (await exportCsv(`?jobId=${jobId}`)).rows;
    const ar = (await exportCsv(`?jobId=${jobId}&lang=ar`)).rows;
    expect(en.slice(1).map((row) => row[3])).toEqual(['Unknown Position']);
    expect(ar.slice(1).map((row) => row[3])).toEqual(['وظيفة غير معروفة']);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    await apply(t.app, { ...FIELDS, name: '=HYPERLINK("http://evil.example","x")', position: '+cmd|calc' }, [
      { bytes: pdf(), name: '@evil.pdf' },
    ]).expect(201);

    const { text, rows } = await exportCsv('?search=hyperlink');

    expect(rows.slice(1).map((row) => [row[0], row[4], row[7]])).toEqual([
      [`'=HYPERLINK("http://evil.example","x")`, `'+cmd|calc`, `'@evil.pdf`],
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it.each(['?lang=fr', '?format=xlsx', '?pageSize=101', '?sort=email:asc'])(
    'refuses %s with 400',
    async (query) => {
      const res = await request(t.app.getHttpServer())
        .get(`/api/applications/export${query}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    },
  );
});
