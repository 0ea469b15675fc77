import { attachmentDisposition, downloadName, RESUME_NAME_MAX } from './resume-name';

describe('downloadName', () => {
  it.each([
    ['cv.pdf', 'pdf', 'cv.pdf'],
    ['CV.PDF', 'pdf', 'CV.pdf'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\salma\\cv.docx', 'docx', 'cv.docx'],
    ['cv.txt', 'pdf', 'cv.txt.pdf'],
    ['my\u0000cv\u202Efdp.exe.pdf', 'pdf', 'mycvfdp.exe.pdf'],
    ['a "quoted" <name>?.doc', 'doc', 'a _quoted_ _name__.doc'],
    ['  spaced\t\tname  .pdf', 'pdf', 'spaced name.pdf'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['', 'pdf', 'resume.pdf'],
    ['../', 'docx', 'resume.docx'],
    ['سيرة ذاتية.pdf', 'pdf', 'سيرة ذاتية.pdf'],
  ] as const)('turns %j (%s) into %j', (client, extension, expected) => {
    expect(downloadName(client, extension)).toBe(expected);
  });

  it('keeps at most 120 characters and the extension', () => {
    const name = downloadName(`${'س'.repeat(300)}.docx`, 'docx');

    expect([...name]).toHaveLength(RESUME_NAME_MAX);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name', () => {
    expect(attachmentDisposition('Omar Al-Zawi CV.pdf')).toBe('attachment; filename="Omar Al-Zawi CV.pdf"');
  });

  it('adds an RFC 5987 UTF-8 name, with an ASCII fallback, for anything else', () => {
    expect(attachmentDisposition('سيرة (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9%20%281%29.pdf`,
    );
    expect(attachmentDisposition('100%.pdf')).toBe(
      `attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`,
    );
  });
});
