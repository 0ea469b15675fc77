/** Checks every admin route of this service shares: no token, or a tampered one, is refused with 401. */
import request from 'supertest';
import type { App } from 'supertest/types';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** The token with its claims changed after signing (the signature no longer matches). */
export function tampered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'intruder@example.test' })).toString(
    'base64url',
  );
  return `${header}.${forged}.${signature}`;
}

export async function expectAdminOnly(
  server: App,
  method: Method,
  path: string,
  validToken: string,
  body?: object,
): Promise<void> {
  const send = (authorization?: string) => {
    const req = request(server)[method](path);
    if (authorization) req.set('Authorization', authorization);
    return body ? req.send(body) : req;
  };
  const missing = await send().expect(401);
  expect(missing.body).toMatchObject({ statusCode: 401, code: 'AUTH.TOKEN_MISSING' });
  const invalid = await send(`Bearer ${tampered(validToken)}`).expect(401);
  expect(invalid.body).toMatchObject({ statusCode: 401, code: 'AUTH.TOKEN_INVALID' });
  const notBearer = await send(`Basic ${Buffer.from('admin:admin').toString('base64')}`).expect(401);
  expect(notBearer.body).toMatchObject({ statusCode: 401 });
}
