import { toEnvelope } from '../nest/error.filter';
import { isStorageUnavailableError } from './storage-errors';

describe('storage outages', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '08006', message: 'connection failure' }],
    [new Error('timeout exceeded when trying to connect')],
    [new Error('Connection terminated unexpectedly')],
    [new Error("Stream isn't writeable and enableOfflineQueue options is false")],
  ])('answer 503 STORAGE.UNAVAILABLE: %j', (error) => {
    expect(isStorageUnavailableError(error)).toBe(true);
    expect(toEnvelope(error)).toMatchObject({ statusCode: 503, code: 'STORAGE.UNAVAILABLE' });
  });

  it('turn text the database cannot store (a NUL) into a 400, not a 500', () => {
    expect(
      toEnvelope({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }),
    ).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
    });
  });

  it('leave other errors alone (a unique violation or a bug is not an outage)', () => {
    expect(isStorageUnavailableError({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isStorageUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(toEnvelope(new TypeError('x'))).toMatchObject({ statusCode: 500 });
  });
});
