/**
 * Two replicas of a service share its data and its counters: a brief created through one is listed,
 * changed and deleted through the other, and the sign-in limit counts attempts on every replica of
 * auth together. The test picks the replica by calling its own port (as the gateway would pick one).
 */
import type { ClientBrief, Page } from '@madar/shared';
import { ADMIN, LOGIN_RATE_LIMIT } from './support/admin';
import { admin } from './support/gateway';
import { systemState } from './support/state';
import { currentUrl } from './support/system';

async function replicas(service: 'inquiries' | 'auth', port: number): Promise<[string, string]> {
  const ids = systemState().containerIds[service];
  expect(ids).toHaveLength(2);
  const [one, two] = await Promise.all(ids.map((id) => currentUrl(id, port)));
  return [one!, two!];
}

describe('replicas', () => {
  it('see one set of briefs: created on one, listed, updated and deleted on the other', async () => {
    const [one, two] = await replicas('inquiries', 3004);
    const json = { 'Content-Type': 'application/json', ...admin() };
    const companyName = `Replica Co ${Date.now()}`;
    const submitted = await fetch(`${one}/api/briefs`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        companyName,
        industry: 'Retail',
        contactName: 'Omar',
        email: 'omar@example.ly',
        projectType: 'networking',
        description: 'Two shops, one network.',
        goals: 'Shared stock.',
      }),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };

    const listed = (await (
      await fetch(`${two}/api/briefs?search=${encodeURIComponent(companyName)}`, { headers: admin() })
    ).json()) as Page<ClientBrief>;
    expect(listed.items.map((b) => b.id)).toEqual([id]);

    const changed = await fetch(`${two}/api/briefs/${id}/status`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ status: 'in-progress' }),
    });
    expect(changed.status).toBe(200);
    const seen = (await (
      await fetch(`${one}/api/briefs?search=${encodeURIComponent(companyName)}`, { headers: admin() })
    ).json()) as Page<ClientBrief>;
    expect(seen.items[0]?.status).toBe('in-progress');

    expect((await fetch(`${two}/api/briefs/${id}`, { method: 'DELETE', headers: admin() })).status).toBe(204);
    expect((await fetch(`${one}/api/briefs/${id}`, { method: 'DELETE', headers: admin() })).status).toBe(404);
  });

  it('refuse the sixth sign-in of a minute from one address whichever replica answers', async () => {
    const [one, two] = await replicas('auth', 3001);
    // The services trust one proxy hop: X-Forwarded-For is the address the gateway would have seen.
    const address = `198.51.100.${10 + (Date.now() % 200)}`;
    const attempt = (base: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email: ADMIN.email, password: 'not the password' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_RATE_LIMIT; i += 1) statuses.push(await attempt(i % 2 === 0 ? one : two));
    expect(statuses).toEqual(Array.from({ length: LOGIN_RATE_LIMIT }, () => 401));
    expect(await attempt(two)).toBe(429);
    expect(await attempt(one)).toBe(429);
  });
});
