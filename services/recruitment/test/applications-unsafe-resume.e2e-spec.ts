import type { ErrorEnvelope, JobApplication } from '@madar/shared';
import {
  externalHyperlinkDocx,
  externalOleObjectDocx,
  externalTemplateDocx,
  manyPartsDocx,
  objectStreamMemoryBombPdf,
  untypedObjectStreamJavaScriptPdf,
  xfaScriptPdf,
  xObjectObjectStreamJavaScriptPdf,
} from './fixtures/hostile-resumes';
import { doc, pdf } from './fixtures/resume-files';
import {
  javaScriptPdf,
  launchPdf,
  lyingZipBombDocx,
  objectStreamJavaScriptPdf,
  openActionPdf,
  vbaProjectDocx,
  zipBombDocx,
} from './fixtures/unsafe-resumes';
import { apply, FIELDS, listApplications, storedState, type Upload } from './support';
import { createTestApp, type TestApp } from './test-app';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('recruitment service: POST /api/applications inspects what a resume holds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const refusals: [string, () => Upload | Promise<Upload>, string][] = [
    [
      'a zip bomb DOCX',
      async () => ({ bytes: await zipBombDocx(), name: 'cv.docx', contentType: DOCX }),
      'inflatedSize',
    ],
    [
      'a zip bomb DOCX whose sizes lie',
      async () => ({ bytes: await lyingZipBombDocx(), name: 'cv.docx', contentType: DOCX }),
      'inflatedSize',
    ],
    ['a macro DOCX', () => ({ bytes: vbaProjectDocx(), name: 'cv.docx', contentType: DOCX }), 'macros'],
    ['a macro DOC', () => ({ bytes: doc({ macros: true }), name: 'cv.doc' }), 'macros'],
    ['a PDF with /JavaScript', () => ({ bytes: javaScriptPdf(), name: 'cv.pdf' }), 'scripts'],
    [
      'a PDF with JavaScript in an object stream',
      () => ({ bytes: objectStreamJavaScriptPdf(), name: 'cv.pdf' }),
      'scripts',
    ],
    ['a PDF with /Launch', () => ({ bytes: launchPdf(), name: 'cv.pdf' }), 'scripts'],
    [
      'a PDF with JavaScript in an object stream without /Type, reached through a cross-reference stream',
      () => ({ bytes: untypedObjectStreamJavaScriptPdf(), name: 'cv.pdf' }),
      'scripts',
    ],
    [
      'a PDF with JavaScript in an object stream typed /XObject',
      () => ({ bytes: xObjectObjectStreamJavaScriptPdf(), name: 'cv.pdf' }),
      'scripts',
    ],
    ['a PDF whose XFA form runs a script', () => ({ bytes: xfaScriptPdf(), name: 'cv.pdf' }), 'xfaScript'],
    [
      'a DOCX attaching a remote template',
      () => ({ bytes: externalTemplateDocx(), name: 'cv.docx', contentType: DOCX }),
      'externalRelationship',
    ],
    [
      'a DOCX loading a remote OLE object',
      () => ({ bytes: externalOleObjectDocx(), name: 'cv.docx', contentType: DOCX }),
      'externalRelationship',
    ],
    [
      'a DOCX of 4,990 parts',
      () => ({ bytes: manyPartsDocx(), name: 'cv.docx', contentType: DOCX }),
      'inspectionBudget',
    ],
    [
      'a PDF whose object stream parses into a million values',
      () => ({ bytes: objectStreamMemoryBombPdf(), name: 'cv.pdf' }),
      'inspectionBudget',
    ],
  ];

  it.each(refusals)(
    'refuses %s with 422 UPLOAD.UNSAFE_FILE, storing nothing',
    async (_name, upload, rule) => {
      const file = await upload();
      const before = await storedState(t);

      const res = await apply(t.app, FIELDS, [file]).expect(422);

      expect(res.body).toEqual({
        statusCode: 422,
        code: 'UPLOAD.UNSAFE_FILE',
        message: expect.any(String),
        error: 'Unprocessable Entity',
        details: [{ field: 'resume', rule }],
      } satisfies ErrorEnvelope);
      expect(await storedState(t)).toEqual(before);
    },
  );

  async function acceptedApplication(upload: Upload): Promise<JobApplication> {
    const res = await apply(t.app, FIELDS, [upload]).expect(201);
    const { id } = res.body as { id: string };
    return (await listApplications(t)).find((a) => a.id === id) as JobApplication;
  }

  it('accepts a PDF whose only action is an /OpenAction, and shows staff its flag', async () => {
    const application = await acceptedApplication({ bytes: openActionPdf(), name: 'cv.pdf' });

    expect(application.resumeFlags).toEqual(['pdf-open-action']);
  });

  it('accepts a DOCX that links to a web page', async () => {
    const application = await acceptedApplication({
      bytes: externalHyperlinkDocx(),
      name: 'cv.docx',
      contentType: DOCX,
    });

    expect(application).not.toHaveProperty('resumeFlags');
  });

  it('still accepts the plain one-page PDF, without flags', async () => {
    const application = await acceptedApplication({ bytes: pdf(), name: 'cv.pdf' });

    expect(application).not.toHaveProperty('resumeFlags');
  });
});
