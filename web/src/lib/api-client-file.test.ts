import { answer, http, HttpResponse, server } from '@/testing/api-server';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { setUnauthorizedHandler } from './api-client';
import { filenameFromDisposition, requestFile } from './api-transfer';

describe('filenameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring filename*', () => {
    expect(filenameFromDisposition('attachment; filename="cv 2026.pdf"')).toBe('cv 2026.pdf');
    expect(filenameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
    expect(
      filenameFromDisposition(
        'attachment; filename="cv.pdf"; filename*=UTF-8\'\'%D8%B3%D9%8A%D8%B1%D8%A9.pdf',
      ),
    ).toBe('سيرة.pdf');
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('inline')).toBeUndefined();
  });
});

describe('requestFile', () => {
  it('sends the bearer token and returns the bytes with the server file name', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-1');
    const authorization: (string | null)[] = [];
    server.use(
      http.get('/api/applications/x/resume', ({ request }) => {
        authorization.push(request.headers.get('Authorization'));
        return new HttpResponse('%PDF-1.4', {
          headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
        });
      }),
    );
    const file = await requestFile('/applications/x/resume');
    expect(authorization).toEqual(['Bearer tok-1']);
    expect(file.filename).toBe('a.pdf');
    await expect(file.blob.text()).resolves.toBe('%PDF-1.4');
  });

  it('ends the session on 401 like every other call', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    const onUnauthorized = jest.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    answer('GET', '/api/applications/x/resume', {
      status: 401,
      body: { statusCode: 401, code: 'AUTH.TOKEN_INVALID', message: 'Invalid token', error: 'Unauthorized' },
    });
    await expect(requestFile('/applications/x/resume')).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.TOKEN_INVALID',
    });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });
});
