import { envelope, validationEnvelope } from '@/testing/api-server';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { setUnauthorizedHandler } from './api-client';
import { upload } from './api-transfer';
import { ApiError } from './api-error';

describe('api client upload', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeXhr();
  });
  afterEach(() => restore());

  it('posts the form data to the base path and reports progress', async () => {
    const progress: number[] = [];
    const body = new FormData();
    body.append('name', 'Amal');
    const pending = upload<{ success: boolean }>('/applications', body, {
      onProgress: (p) => progress.push(p),
    });

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/applications');
    expect(xhr.headers).toEqual({ Accept: 'application/json' });
    expect(xhr.body).toBe(body);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { success: true, id: 'a1' });

    await expect(pending).resolves.toEqual({ success: true, id: 'a1' });
    expect(progress).toEqual([25, 100, 100]);
  });

  it('maps an error envelope to the same ApiError as the fetch path', async () => {
    const pending = upload('/applications', new FormData());
    lastXhr().respond(415, envelope(415, 'APPLICATION.RESUME_TYPE', 'The resume must be a PDF or Word file'));
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'APPLICATION.RESUME_TYPE' });
  });

  it('keeps the validation details of the envelope', async () => {
    const pending = upload('/applications', new FormData());
    lastXhr().respond(400, validationEnvelope([{ field: 'email', rule: 'isEmail' }]));
    await expect(pending).rejects.toMatchObject({
      code: 'VALIDATION.FAILED',
      details: [{ field: 'email', rule: 'isEmail' }],
    });
  });

  it('gives a non-envelope failure an HTTP.<status> code and a lost connection a network code', async () => {
    const first = upload('/applications', new FormData());
    lastXhr().respond(502);
    await expect(first).rejects.toMatchObject({ status: 502, code: 'HTTP.502' });

    const second = upload('/applications', new FormData());
    lastXhr().failNetwork();
    await expect(second).rejects.toMatchObject({ status: 0, code: 'CLIENT.NETWORK' });
  });

  it('sends the admin token and ends the session on 401', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok');
    const onUnauthorized = jest.fn();
    const restoreHandler = setUnauthorizedHandler(onUnauthorized);
    const pending = upload('/applications', new FormData());
    expect(lastXhr().headers.Authorization).toBe('Bearer tok');
    lastXhr().respond(401, envelope(401, 'AUTH.UNAUTHORIZED', 'Unauthorized'));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
    restoreHandler();
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = upload('/applications', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
