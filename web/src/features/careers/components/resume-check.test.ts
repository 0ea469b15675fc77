import { ApiError } from '@/lib/api-error';
import { RESUME_ACCEPT, RESUME_MAX_BYTES as MAX_RESUME_BYTES } from '@madar/shared';
import { checkResume, resumeProblemFrom } from './resume-check';

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

describe('resumeProblemFrom', () => {
  const unsafe = (rule?: string) =>
    new ApiError(422, 'UPLOAD.UNSAFE_FILE', 'refused', rule ? [{ field: 'resume', rule }] : []);

  it('names the resume problem of the server codes about the file', () => {
    expect(resumeProblemFrom(new ApiError(415, 'APPLICATION.RESUME_TYPE', 'type'))).toBe('type');
    expect(resumeProblemFrom(new ApiError(413, 'APPLICATION.RESUME_TOO_LARGE', 'size'))).toBe('size');
    expect(resumeProblemFrom(new ApiError(400, 'APPLICATION.RESUME_MISSING', 'none'))).toBe('missing');
  });

  it('takes the reason of a 422 from its resume detail, and a general one when it is unknown', () => {
    expect(resumeProblemFrom(unsafe('macros'))).toBe('macros');
    expect(resumeProblemFrom(unsafe('scripts'))).toBe('scripts');
    expect(resumeProblemFrom(unsafe('compressionRatio'))).toBe('compressionRatio');
    expect(resumeProblemFrom(unsafe('somethingNew'))).toBe('unsafe');
    expect(resumeProblemFrom(unsafe())).toBe('unsafe');
  });

  it('leaves other errors to the form', () => {
    expect(resumeProblemFrom(new ApiError(400, 'VALIDATION.FAILED', 'bad'))).toBeUndefined();
    expect(resumeProblemFrom(new ApiError(500, 'SERVER.INTERNAL', 'oops'))).toBeUndefined();
  });
});
