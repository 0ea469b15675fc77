import { answer, recordRequests } from './api-server';

/** A request the first test sends as it ends, still on its way when the second one starts. */
let leftInFlight: Promise<unknown> | undefined;
const statsUrl = () => `${window.location.origin}/api/briefs/stats`;

describe('the fake API across tests', () => {
  it('lets a test end while a request it sent is still on its way', () => {
    answer('GET', '/api/briefs/stats', { status: 200, body: { total: 1 } });
    leftInFlight = fetch(statsUrl()).catch((error: unknown) => error);
  });

  it('neither answers nor counts that request in the next test, nor calls it unanswered', async () => {
    const requests = recordRequests();
    const stats = answer('GET', '/api/briefs/stats', { status: 200, body: { total: 2 } });
    expect(await leftInFlight).toMatchObject({ name: 'TypeError' }); // refused: a network error
    expect(requests).toEqual([]);
    expect(stats).toEqual([]);
    const own = await fetch(statsUrl());
    expect(await own.json()).toEqual({ total: 2 });
    expect(requests).toEqual(['GET /api/briefs/stats']);
  });
});
