import { answer, envelope, unreachable, validationEnvelope } from '@/testing/api-server';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { api, buildUrl, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  it('prefixes the base path and returns the parsed JSON body', async () => {
    const requests = answer('GET', '/api/services', { status: 200, body: [{ id: 'a' }] });
    await expect(api.get('/services')).resolves.toEqual([{ id: 'a' }]);
    expect(requests.map((r) => r.url)).toEqual(['/api/services']);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('builds query strings and skips undefined values', () => {
    expect(buildUrl('/projects', { category: 'networking', page: undefined })).toBe(
      '/api/projects?category=networking',
    );
  });

  it('sends JSON bodies and the stored admin token as a bearer header', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-123');
    const requests = answer('POST', '/api/briefs', { status: 201, body: { success: true, id: 'b1' } });
    await api.post('/briefs', { companyName: 'Acme' });
    expect(requests[0]?.body).toEqual({ companyName: 'Acme' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('maps an error envelope to an ApiError with status, code and message', async () => {
    answer('GET', '/api/services/nope', {
      status: 404,
      body: envelope(404, 'SERVICE.NOT_FOUND', 'Service not found'),
    });
    const error = await api.get('/services/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'SERVICE.NOT_FOUND', message: 'Service not found' });
  });

  it('keeps the validation details of the envelope, never its English messages', async () => {
    const details = [
      { field: 'email', rule: 'isEmail' },
      { field: 'companyName', rule: 'maxLength', params: { max: 200 } },
    ];
    answer(
      'POST',
      '/api/briefs',
      { status: 400, body: validationEnvelope(details) },
      { status: 400, body: envelope(400, 'VALIDATION.FAILED', ['goals is required']) },
    );
    const error = (await api.post('/briefs', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('VALIDATION.FAILED');
    expect(error.details).toEqual(details);

    const without = (await api.post('/briefs', {}).catch((e: unknown) => e)) as ApiError;
    expect(without.details).toEqual([]);
  });

  it('drops details that are not field/rule pairs', async () => {
    answer('POST', '/api/briefs', {
      status: 400,
      body: { ...envelope(400, 'VALIDATION.FAILED', ['x']), details: [{ field: 'email' }, 'isEmail'] },
    });
    const error = (await api.post('/briefs', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.details).toEqual([]);
  });

  it('gives a non-envelope failure an HTTP.<status> code', async () => {
    answer('GET', '/api/services', { status: 502 });
    await expect(api.get('/services')).rejects.toMatchObject({ status: 502, code: 'HTTP.502' });
  });

  it('reports an unreachable server as a network error', async () => {
    unreachable('GET', '/api/services');
    await expect(api.get('/services')).rejects.toMatchObject({ status: 0, code: 'CLIENT.NETWORK' });
  });

  it('on 401 clears the admin token and leaves for the sign-in page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    window.localStorage.setItem('adminEmail', 'admin@example.test');
    const onUnauthorized = jest.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    answer('GET', '/api/briefs', { status: 401, body: envelope(401, 'AUTH.TOKEN_INVALID', 'Invalid token') });

    await expect(api.get('/briefs')).rejects.toMatchObject({ status: 401, code: 'AUTH.TOKEN_INVALID' });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem('adminEmail')).toBe('admin@example.test');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });
});
