import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { toEnvelope } from './error.filter';
import { AppError, badRequest } from './app-error';

describe('toEnvelope', () => {
  it('keeps the code and message of an AppError', () => {
    expect(toEnvelope(new AppError(404, 'SERVICE.NOT_FOUND', 'Service not found'))).toEqual({
      statusCode: 404,
      code: 'SERVICE.NOT_FOUND',
      message: 'Service not found',
      error: 'Not Found',
    });
  });

  it('carries the details of a validation failure, and leaves them out of other errors', () => {
    const details = [{ field: 'companyName', rule: 'maxLength', params: { max: 200 } }];
    expect(toEnvelope(badRequest(['companyName must be shorter'], details))).toEqual({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
      message: ['companyName must be shorter'],
      error: 'Bad Request',
      details,
    });
    expect(toEnvelope(new AppError(404, 'SERVICE.NOT_FOUND', 'Service not found'))).not.toHaveProperty(
      'details',
    );
  });

  it('gives Nest exceptions a code derived from their status', () => {
    expect(toEnvelope(new NotFoundException('Cannot GET /nope'))).toMatchObject({
      statusCode: 404,
      code: 'ROUTE.NOT_FOUND',
      message: 'Cannot GET /nope',
    });
    expect(toEnvelope(new BadRequestException(['email must be an email']))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
      message: ['email must be an email'],
    });
    expect(toEnvelope(new PayloadTooLargeException())).toMatchObject({ statusCode: 413 });
  });

  it('answers malformed JSON and oversized bodies from body-parser with 400 and 413', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token'), {
      status: 400,
      type: 'entity.parse.failed',
    });
    expect(toEnvelope(parseError)).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_JSON' });
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      type: 'entity.too.large',
    });
    expect(toEnvelope(tooLarge)).toMatchObject({ statusCode: 413, code: 'REQUEST.PAYLOAD_TOO_LARGE' });
  });

  it('hides the details of an unexpected error behind a generic 500', () => {
    const body = toEnvelope(new TypeError('cannot read properties of undefined (secret internals)'));
    expect(body).toEqual({
      statusCode: 500,
      code: 'SERVER.INTERNAL',
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
  });
});
