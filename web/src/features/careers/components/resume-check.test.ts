import { checkResume, MAX_RESUME_BYTES, RESUME_ACCEPT } from './resume-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkResume', () => {
  it('accepts PDF, DOC and DOCX by extension or MIME type', () => {
    expect(checkResume(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(checkResume(file('CV.DOC', 'application/msword'))).toBeNull();
    expect(
      checkResume(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBeNull();
    expect(checkResume(file('cv.docx', ''))).toBeNull();
    expect(checkResume(file('resume', 'application/pdf'))).toBeNull();
  });

  it('refuses other types, including an image renamed to .pdf', () => {
    expect(checkResume(file('photo.png', 'image/png'))).toBe('type');
    expect(checkResume(file('notes.txt', 'text/plain'))).toBe('type');
    expect(checkResume(file('photo.pdf', 'image/png'))).toBe('type');
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(checkResume(file('cv.pdf', 'application/pdf', MAX_RESUME_BYTES))).toBeNull();
    expect(checkResume(file('cv.pdf', 'application/pdf', MAX_RESUME_BYTES + 1))).toBe('size');
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024);
  });

  it('reports a missing file', () => {
    expect(checkResume(null)).toBe('missing');
  });

  it('offers the extensions and MIME types to the file picker', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/pdf']),
    );
  });
});
