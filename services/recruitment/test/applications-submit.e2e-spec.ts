import type { ErrorEnvelope, JobApplication } from '@madar/shared';
import { doc, docx, exe, html, pdf, pdfOfSize } from './fixtures/resume-files';
import { apply, downloadResume, FIELDS, listApplications, storedState, type Upload } from './support';
import { createTestApp, type TestApp } from './test-app';

const MB = 1024 * 1024;

describe('recruitment service: POST /api/applications', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** Submits, expects a 201, and returns the stored application with its resume's bytes as downloaded. */
  async function accepted(upload: Upload, fields: Record<string, string> = FIELDS) {
    const res = await apply(t.app, fields, [upload]).expect(201);
    const { id } = res.body as { success: true; id: string };
    expect(res.body).toEqual({ success: true, id: expect.any(String) });

    const application = (await listApplications(t)).find((a) => a.id === id) as JobApplication;
    return { application, bytes: await downloadResume(t, id) };
  }

  describe('accepts', () => {
    it('a PDF, kept byte for byte, as a new application', async () => {
      const bytes = pdf();
      const { application, bytes: stored } = await accepted({ bytes, name: 'Nour CV.pdf' });

      expect(stored.equals(bytes)).toBe(true);
      expect(application).toEqual({
        ...FIELDS,
        id: application.id,
        status: 'new',
        submittedAt: expect.any(String),
        resumeUrl: `/api/applications/${application.id}/resume`,
        resumeName: 'Nour CV.pdf',
        language: 'en',
      });
      expect(Date.now() - Date.parse(application.submittedAt)).toBeLessThan(60_000);
    });

    it('a DOCX', async () => {
      const bytes = docx();
      const { application, bytes: stored } = await accepted({
        bytes,
        name: 'cv',
        contentType: 'application/zip',
      });

      expect(stored.equals(bytes)).toBe(true);
      expect(application.resumeName).toBe('cv.docx');
    });

    it('a legacy DOC', async () => {
      const { application } = await accepted({ bytes: doc(), name: 'cv.doc' });

      expect(application.resumeName).toBe('cv.doc');
    });

    it('a general application without jobId (or with an empty one), optional fields left out', async () => {
      const { name, email, position, experience, education } = FIELDS;
      const { application } = await accepted(
        { bytes: pdf(), name: 'cv.pdf' },
        { name, email, position, experience, education, jobId: '', phone: '  ' },
      );

      expect(application.jobId).toBeNull();
      expect(application).not.toHaveProperty('phone');
      expect(application).not.toHaveProperty('coverLetter');
    });

    it('a path-traversal file name, reduced to its base name', async () => {
      const { application } = await accepted({ bytes: pdf(), name: '../../etc/passwd.pdf' });

      expect(application.resumeName).toBe('passwd.pdf');
    });

    it('a PDF of exactly 5 MB', async () => {
      const bytes = pdfOfSize(5 * MB);
      const { bytes: stored } = await accepted({ bytes, name: 'cv.pdf' });

      expect(stored.equals(bytes)).toBe(true);
    });

    it('an Arabic file name, decoded as UTF-8', async () => {
      const { application } = await accepted({ bytes: pdf(), name: 'السيرة الذاتية.pdf' });

      expect(application.resumeName).toBe('السيرة الذاتية.pdf');
    });
  });

  describe('refuses, storing nothing', () => {
    const TYPE = 'APPLICATION.RESUME_TYPE';
    const MISSING = 'APPLICATION.RESUME_MISSING';
    const INVALID = 'VALIDATION.FAILED';
    const cv = (): Upload => ({ bytes: pdf(), name: 'cv.pdf' });

    /** Valid fields, a wrong upload. */
    const badFiles: [string, Upload[], number, string][] = [
      ['a Windows executable named .pdf', [{ bytes: exe(), name: 'cv.pdf' }], 415, TYPE],
      ['an HTML page named .pdf', [{ bytes: html(), name: 'cv.pdf', contentType: 'text/html' }], 415, TYPE],
      ['an OLE file not named .doc', [{ bytes: doc(), name: 'cv.xls' }], 415, TYPE],
      ['an empty file', [{ bytes: Buffer.alloc(0), name: 'cv.pdf' }], 400, MISSING],
      ['a 6 MB PDF', [{ bytes: pdfOfSize(6 * MB), name: 'cv.pdf' }], 413, 'APPLICATION.RESUME_TOO_LARGE'],
      ['two files', [cv(), cv()], 400, INVALID],
      ['a file in another field', [{ ...cv(), field: 'photo' }], 400, INVALID],
      ['no file at all', [], 400, MISSING],
    ];

    /** A good PDF, a wrong field. */
    const badFields: [string, Record<string, string>, number, string][] = [
      ['an invalid email', { ...FIELDS, email: 'nour@' }, 400, INVALID],
      ['an invalid phone', { ...FIELDS, phone: 'call me' }, 400, INVALID],
      ['a right-to-left override in the name', { ...FIELDS, name: 'Nour \u202efdp.exe' }, 400, INVALID],
      ['an email with a mailto query', { ...FIELDS, email: 'nour?cc=x%40evil.ly@example.ly' }, 400, INVALID],
      ['a missing education', { ...FIELDS, education: ' ' }, 400, INVALID],
      ['an unknown jobId', { ...FIELDS, jobId: 'chief-astronaut' }, 400, INVALID],
      ['a draft jobId', { ...FIELDS, jobId: 'vsat-field-engineer' }, 400, INVALID],
      ['a malformed jobId', { ...FIELDS, jobId: '../jobs' }, 400, INVALID],
      ['an unknown extra field', { ...FIELDS, salary: '5000' }, 400, INVALID],
      ['a field sent as an object', { ...FIELDS, 'name[first]': 'Nour' }, 400, INVALID],
      ['a cover letter over 5000 characters', { ...FIELDS, coverLetter: 'x'.repeat(5001) }, 400, INVALID],
      [
        'a field over 20 KB',
        { ...FIELDS, coverLetter: 'x'.repeat(21 * 1024) },
        413,
        'REQUEST.PAYLOAD_TOO_LARGE',
      ],
    ];

    async function expectRefused(send: () => ReturnType<typeof apply>, status: number, code: string) {
      const before = await storedState(t);

      const res = await send().expect(status);

      expect(res.body).toMatchObject({ statusCode: status, code });
      expect(await storedState(t)).toEqual(before);
    }

    it.each(badFiles)('%s', (_name, uploads, status, code) =>
      expectRefused(() => apply(t.app, FIELDS, uploads), status, code),
    );

    it.each(badFields)('%s', (_name, fields, status, code) =>
      expectRefused(() => apply(t.app, fields, [cv()]), status, code),
    );

    it('a JSON body, which carries no file: 415, as the form is multipart', () =>
      expectRefused(() => apply(t.app, {}).send(FIELDS), 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE'));

    it('says which fields are wrong', async () => {
      const res = await apply(t.app, { ...FIELDS, email: 'nour@', salary: '1' }, [
        { bytes: pdf(), name: 'cv.pdf' },
      ]);

      expect((res.body as ErrorEnvelope).message).toEqual(
        expect.arrayContaining(['email must be a valid email address', 'property salary should not exist']),
      );
    });

    it('names the plain-text and plain-email rules', async () => {
      const res = await apply(t.app, { ...FIELDS, position: 'Engineer\u0000', email: 'nour&x@example.ly' }, [
        { bytes: pdf(), name: 'cv.pdf' },
      ]);

      expect((res.body as ErrorEnvelope).details).toEqual(
        expect.arrayContaining([
          { field: 'email', rule: 'isPlainEmail' },
          { field: 'position', rule: 'isPlainText' },
        ]),
      );
    });

    it('names the problem with a job that is not open', async () => {
      const res = await apply(t.app, { ...FIELDS, jobId: 'vsat-field-engineer' }, [
        { bytes: pdf(), name: 'cv.pdf' },
      ]);

      expect((res.body as ErrorEnvelope).message).toEqual(['jobId must be the id of a published job']);
    });

    it('answers a truncated multipart body with 400', async () => {
      const before = await storedState(t);
      const body = '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nNour';

      const res = await apply(t.app, {})
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send(body)
        .expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      expect(await storedState(t)).toEqual(before);
    });
  });
});
