import { STATUS_PHRASES } from '@madar/shared';
import type { MockReply } from '@/testing/fetch-mock';

/**
 * For tests: answers fetch by URL path (the blog pages fire several requests at once, so an ordered
 * queue would be fragile). Unknown paths answer 404.
 */
export function mockFetchByPath(replies: Record<string, MockReply>) {
  const mock = jest.fn((url: string, _init?: RequestInit) => {
    const path = url.split('?')[0] ?? url;
    const reply = replies[path] ?? { status: 404 };
    return Promise.resolve({
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: STATUS_PHRASES[reply.status] ?? '',
      text: () => Promise.resolve(reply.body === undefined ? '' : JSON.stringify(reply.body)),
    } as Response);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
