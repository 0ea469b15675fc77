import { doc, docx, exe, html, pdf } from '../../test/fixtures/resume-files';
import { zip } from '../../test/fixtures/zip';
import { detectResumeType } from './resume-type';

describe('detectResumeType', () => {
  it('accepts a PDF by its content, whatever its name', async () => {
    await expect(detectResumeType(pdf(), 'cv.txt')).resolves.toEqual({
      extension: 'pdf',
      contentType: 'application/pdf',
    });
  });

  it('accepts a DOCX', async () => {
    await expect(detectResumeType(docx(), 'cv.docx')).resolves.toEqual({
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('accepts an OLE compound file only when it is named .doc', async () => {
    await expect(detectResumeType(doc(), 'CV.DOC')).resolves.toEqual({
      extension: 'doc',
      contentType: 'application/msword',
    });
    await expect(detectResumeType(doc(), 'installer.msi')).resolves.toBeUndefined();
    await expect(detectResumeType(doc(), 'cv.pdf')).resolves.toBeUndefined();
  });

  it.each([
    ['an executable named .pdf', exe(), 'cv.pdf'],
    ['an HTML page named .pdf', html(), 'cv.pdf'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
    ['plain text', Buffer.from('My resume'), 'cv.doc'],
    ['a ZIP that is no Word document', zip([{ name: 'notes.txt', content: 'hello' }]), 'cv.docx'],
  ])('refuses %s', async (_name, bytes, name) => {
    await expect(detectResumeType(bytes, name)).resolves.toBeUndefined();
  });
});
