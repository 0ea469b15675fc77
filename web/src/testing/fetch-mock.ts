import { STATUS_PHRASES, type ValidationDetail } from '@madar/shared';

export interface MockReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces `fetch` (jsdom has none) with a mock answering the given replies in order, the last one
 * repeating. Only what api-client reads is implemented: ok, status, statusText, headers and text().
 */
export function mockFetch(...replies: MockReply[]): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const queue = [...replies];
  const mock = jest.fn((_url: string, _init?: RequestInit) => {
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
    const response = {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: STATUS_PHRASES[reply.status] ?? '',
      headers: new Headers(reply.headers),
      text: () => Promise.resolve(reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
    return Promise.resolve(response as Response);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function envelope(statusCode: number, code: string, message: string | string[]) {
  return { statusCode, code, message, error: STATUS_PHRASES[statusCode] ?? 'Error' };
}

/** A 400 VALIDATION.FAILED as the services send it: an English line per detail, and the details. */
export function validationEnvelope(details: ValidationDetail[]) {
  const message = details.map((d) => `${d.field} breaks ${d.rule}`);
  return { ...envelope(400, 'VALIDATION.FAILED', message), details };
}
