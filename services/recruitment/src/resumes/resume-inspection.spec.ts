import { doc, docx, oleHeaderOnly, pdf } from '../../test/fixtures/resume-files';
import {
  escapedJavaScriptPdf,
  garbagePdf,
  hiddenJavaScriptPdf,
  highRatioDocx,
  javaScriptPdf,
  launchPdf,
  lookalikeBytesPdf,
  lyingZipBombDocx,
  macroContentTypeDocx,
  objectStreamBombPdf,
  objectStreamJavaScriptPdf,
  openActionPdf,
  renamedMacroPartDocx,
  truncatedDocx,
  vbaProjectDocx,
  zipBombDocx,
} from '../../test/fixtures/unsafe-resumes';
import {
  externalHyperlinkDocx,
  externalOleObjectDocx,
  externalTemplateDocx,
  hiddenHeadersPdf,
  manyPartsDocx,
  objectStreamMemoryBombPdf,
  untypedObjectStreamJavaScriptPdf,
  xfaScriptPdf,
  xObjectObjectStreamJavaScriptPdf,
} from '../../test/fixtures/hostile-resumes';
import { inspectResume, unsafeFileError } from './resume-inspection';
import type { ResumeExtension } from './resume-type';

type Case = [string, () => Buffer | Promise<Buffer>, ResumeExtension, string];

describe('inspectResume', () => {
  it.each<[string, () => Buffer, ResumeExtension]>([
    ['the plain one-page PDF', pdf, 'pdf'],
    ['a plain DOCX', () => docx(), 'docx'],
    ['a DOC without macro storage', () => doc(), 'doc'],
    ['a PDF whose image bytes happen to spell /JS', lookalikeBytesPdf, 'pdf'],
    ['a DOCX linking to a web page', externalHyperlinkDocx, 'docx'],
    ['a PDF whose XFA form has no script', () => xfaScriptPdf('<bind match="none"/>'), 'pdf'],
  ])('accepts %s, without flags', async (_name, build, extension) => {
    await expect(inspectResume(build(), extension)).resolves.toEqual({ safe: true, flags: [] });
  });

  it('accepts a PDF whose only action is an /OpenAction, flagged for staff', async () => {
    await expect(inspectResume(openActionPdf(), 'pdf')).resolves.toEqual({
      safe: true,
      flags: ['pdf-open-action'],
    });
  });

  it.each<Case>([
    ['a zip bomb DOCX (its declared sizes)', zipBombDocx, 'docx', 'inflatedSize'],
    ['a zip bomb DOCX whose declared sizes lie', lyingZipBombDocx, 'docx', 'inflatedSize'],
    ['a DOCX inflating more than 100 to 1', highRatioDocx, 'docx', 'compressionRatio'],
    ['a DOCX with word/vbaProject.bin', vbaProjectDocx, 'docx', 'macros'],
    ['a DOCX whose content types name a macro-enabled document', macroContentTypeDocx, 'docx', 'macros'],
    ['a DOCX with a VBA project under another name', renamedMacroPartDocx, 'docx', 'macros'],
    ['a broken zip', truncatedDocx, 'docx', 'unreadable'],
    ['a DOC with a Macros storage', () => doc({ macros: true }), 'doc', 'macros'],
    ['an OLE file cfb cannot read', oleHeaderOnly, 'doc', 'unreadable'],
    ['a PDF running JavaScript when opened', javaScriptPdf, 'pdf', 'scripts'],
    ['a PDF with a document script, its names hex-escaped', escapedJavaScriptPdf, 'pdf', 'scripts'],
    ['a PDF with JavaScript inside an object stream', objectStreamJavaScriptPdf, 'pdf', 'scripts'],
    ['a PDF with a /Launch action', launchPdf, 'pdf', 'scripts'],
    ['a PDF with a script object inside stream data', hiddenJavaScriptPdf, 'pdf', 'scripts'],
    ['a PDF whose object stream is a bomb', objectStreamBombPdf, 'pdf', 'compressionRatio'],
    ['a PDF that cannot be parsed', garbagePdf, 'pdf', 'unreadable'],
    [
      'a PDF with JavaScript in an object stream without /Type',
      untypedObjectStreamJavaScriptPdf,
      'pdf',
      'scripts',
    ],
    [
      'a PDF with JavaScript in an object stream typed /XObject',
      xObjectObjectStreamJavaScriptPdf,
      'pdf',
      'scripts',
    ],
    ['a PDF whose XFA form runs a script', () => xfaScriptPdf(), 'pdf', 'xfaScript'],
    [
      'a PDF whose XFA script element has a namespace prefix',
      () => xfaScriptPdf('<t:script xmlns:t="http://www.xfa.org/schema/xfa-template/3.3/">x</t:script>'),
      'pdf',
      'xfaScript',
    ],
    [
      'a PDF with more hidden objects than any file has',
      () => hiddenHeadersPdf(1001, 10),
      'pdf',
      'inspectionBudget',
    ],
    [
      'a PDF whose object stream parses into a million values',
      objectStreamMemoryBombPdf,
      'pdf',
      'inspectionBudget',
    ],
    ['a DOCX attaching a remote template', externalTemplateDocx, 'docx', 'externalRelationship'],
    ['a DOCX loading a remote OLE object', externalOleObjectDocx, 'docx', 'externalRelationship'],
    ['a DOCX of 4,990 parts', manyPartsDocx, 'docx', 'inspectionBudget'],
  ])('refuses %s', async (_name, build, extension, rule) => {
    await expect(inspectResume(await build(), extension)).resolves.toEqual({ safe: false, rule });
  });

  it('turns a refusal into a 422 naming the rule for the resume field', () => {
    const error = unsafeFileError('macros');

    expect(error.getStatus()).toBe(422);
    expect(error.getResponse()).toMatchObject({
      statusCode: 422,
      code: 'UPLOAD.UNSAFE_FILE',
      error: 'Unprocessable Entity',
      details: [{ field: 'resume', rule: 'macros' }],
    });
  });
});
