/**
 * Auth's staff directory as a service asks it: with the caller's own token, each token's answer kept a
 * few seconds, and a 503 AUTH.UNAVAILABLE (never a guess) when auth cannot answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StaffMember } from '../contracts/account';
import { HttpStaffDirectory, STAFF_DIRECTORY_CACHE_MS, staffDirectoryUrlFor } from './staff-directory';

const SALWA: StaffMember = { id: 'a1', name: 'Salwa', email: 'salwa@madar.example', role: 'sales' };

describe('HttpStaffDirectory', () => {
  let server: Server;
  let url: string;
  const seen: (string | undefined)[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: [SALWA] };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/staff`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    seen.length = 0;
    answer = { status: 200, body: [SALWA] };
  });

  it('finds the directory next to auth’s JWKS', () => {
    expect(staffDirectoryUrlFor('http://auth:3001/api/auth/jwks')).toBe('http://auth:3001/api/auth/staff');
  });

  it('asks with the caller’s token and keeps each token’s answer a few seconds', async () => {
    let now = 1_000;
    const directory = new HttpStaffDirectory(url, () => now);
    expect(await directory.activeStaff('token-a')).toEqual([SALWA]);
    expect(await directory.activeStaff('token-a')).toEqual([SALWA]);
    expect(await directory.activeStaff('token-b')).toEqual([SALWA]);
    expect(seen).toEqual(['Bearer token-a', 'Bearer token-b']);

    now += STAFF_DIRECTORY_CACHE_MS + 1;
    answer = { status: 200, body: [] };
    expect(await directory.activeStaff('token-a')).toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it('answers 503 AUTH.UNAVAILABLE when auth refuses, answers nonsense or cannot be reached', async () => {
    for (const body of [{ statusCode: 401 }, [{ id: 1 }]]) {
      answer = { status: body instanceof Array ? 200 : 401, body };
      await expect(new HttpStaffDirectory(url).activeStaff('t')).rejects.toMatchObject({
        status: 503,
        code: 'AUTH.UNAVAILABLE',
      });
    }
    await expect(
      new HttpStaffDirectory('http://127.0.0.1:9/api/auth/staff').activeStaff('t'),
    ).rejects.toMatchObject({ status: 503, code: 'AUTH.UNAVAILABLE' });
  });
});
