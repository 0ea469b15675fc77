import { MulterError } from 'multer';
import { toUploadError } from './resume-upload.interceptor';

describe('toUploadError', () => {
  it.each([
    ['LIMIT_FILE_SIZE', 413, 'APPLICATION.RESUME_TOO_LARGE'],
    ['LIMIT_FIELD_VALUE', 413, 'REQUEST.PAYLOAD_TOO_LARGE'],
    ['LIMIT_FILE_COUNT', 400, 'VALIDATION.FAILED'],
    ['LIMIT_UNEXPECTED_FILE', 400, 'VALIDATION.FAILED'],
    ['LIMIT_FIELD_COUNT', 400, 'VALIDATION.FAILED'],
    ['LIMIT_FIELD_KEY', 400, 'VALIDATION.FAILED'],
  ] as const)('answers %s with %i %s', (code, status, errorCode) => {
    const error = toUploadError(new MulterError(code, 'resume'));

    expect(error.getStatus()).toBe(status);
    expect(error.code).toBe(errorCode);
  });

  it('answers a form busboy cannot read with 400, never 500', () => {
    const error = toUploadError(new Error('Unexpected end of form'));

    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({ message: 'The multipart form could not be read' });
  });
});
