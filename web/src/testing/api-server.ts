/**
 * The one way the web tests fake the API: Mock Service Worker answers the app's requests at the
 * network boundary, so api-client runs exactly as in the browser (real Request and Response, headers,
 * status phrases). setup-tests starts `server` once, removes each test's handlers after it, and fails a
 * test that made a request no handler answered.
 *
 * `answer` covers most tests (fixed replies in order, the requests recorded to assert on); `answerBy`
 * computes each reply from the request; `unreachable`, `pending` and `answerLater` give a network
 * failure, a wait that never ends and one the test ends. Anything else: `server.use(http.get(…))`.
 */
import {
  DEFAULT_COMPANY_PROFILE,
  DEFAULT_RETENTION_DAYS,
  STATUS_PHRASES,
  type ValidationDetail,
} from '@madar/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export { delay, http, HttpResponse };

/**
 * The retention periods every public form states beside its consent box (and the privacy page), with
 * the services' defaults; a test that needs others answers them itself (its handler comes first).
 */
const RETENTION_DEFAULTS = [
  http.get('*/api/inquiries/retention', () =>
    HttpResponse.json({
      briefsDays: DEFAULT_RETENTION_DAYS.briefs,
      messagesDays: DEFAULT_RETENTION_DAYS.messages,
    }),
  ),
  http.get('*/api/recruitment/retention', () =>
    HttpResponse.json({ applicationsDays: DEFAULT_RETENTION_DAYS.applications }),
  ),
];

/**
 * The company profile every public page's header, footer and forms read (GET /api/company), as the
 * content service starts with it; a test that needs another answers it itself.
 */
export const COMPANY_DEFAULT = http.get('*/api/company', () => HttpResponse.json(DEFAULT_COMPANY_PROFILE));

export const server = setupServer(...RETENTION_DEFAULTS, COMPANY_DEFAULT);

/**
 * Every request carries the number of the test that sent it (setup-tests adds the header), so a request
 * a test left in flight (a refresh begun after its last assertion) is refused when it arrives during
 * the next test, never answered by that test's handlers nor counted among its requests.
 */
export const TEST_NUMBER_HEADER = 'x-test-number';
let currentTest = 0;
/** Called by setup-tests as each test and each gap between tests begins; returns the new number. */
export function startNextTest(): number {
  currentTest += 1;
  return currentTest;
}
export const testNumber = () => currentTest;
/** Whether `request` was sent by an earlier test (or gap) than the one running now. */
export function fromAnEarlierTest(request: Request): boolean {
  const sentBy = request.headers.get(TEST_NUMBER_HEADER);
  return sentBy !== null && Number(sentBy) !== currentTest;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Reply {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead (a CSV, a PDF), with the Content-Type given in `headers`. */
  raw?: string;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  /** Path and query string, as the app built them (e.g. `/api/briefs?page=1`). */
  url: string;
  /** The search parameters of `url`. */
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or the text of another body, or undefined when there was none. */
  body: unknown;
}

/** A reply as the services send it: JSON with the status phrase, or no body at all. */
export function reply({ status, body, raw, headers }: Reply): Response {
  const init = { status, statusText: STATUS_PHRASES[status] ?? '', headers };
  if (raw !== undefined) return new HttpResponse(raw, init);
  return body === undefined ? new HttpResponse(null, init) : HttpResponse.json(body as never, init);
}

/** What a handler received, read from a clone so the app still gets the whole request. */
export async function seen(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && request.headers.get('Content-Type')?.includes('application/json')) {
    body = JSON.parse(text) as unknown;
  }
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
}

const route = (method: Method) => http[method.toLowerCase() as Lowercase<Method>];

/**
 * Answers `method path` (MSW's path syntax: no query string, `:id` and `*` allowed) with `replies` in
 * order, the last one repeating. Returns the requests it answered, oldest first, to assert on.
 */
export function answer(method: Method, path: string, ...replies: Reply[]): SeenRequest[] {
  const queue = [...replies];
  return answerBy(method, path, () => (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 });
}

/** Like `answer`, with each reply computed from the request (and what the test has seen so far). */
export function answerBy(
  method: Method,
  path: string,
  decide: (request: SeenRequest) => Reply,
): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(
    route(method)(path, async ({ request }) => {
      if (fromAnEarlierTest(request)) return HttpResponse.error();
      const one = await seen(request);
      requests.push(one);
      return reply(decide(one));
    }),
  );
  return requests;
}

/** Every request the app makes from now to the end of the test, as `METHOD /path?query`. */
export function recordRequests(): string[] {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (fromAnEarlierTest(request)) return;
    const url = new URL(request.url);
    log.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return log;
}

/** Answers GET requests by path, one reply each, for screens that fire several requests at once. */
export function answerGets(replies: Record<string, Reply>): Record<string, SeenRequest[]> {
  return Object.fromEntries(Object.entries(replies).map(([path, r]) => [path, answer('GET', path, r)]));
}

/** Answers `method path` with `r` once the test calls the returned function, to see the wait. */
export function answerLater(method: Method, path: string, r: Reply): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    route(method)(path, async () => {
      await released;
      return reply(r);
    }),
  );
  return () => release();
}

/** Makes `method path` fail as an unreachable server does (fetch rejects with a TypeError). */
export function unreachable(method: Method, path: string): void {
  server.use(route(method)(path, () => HttpResponse.error()));
}

/** Makes `method path` never answer, to see a loading state. */
export function pending(method: Method, path: string): void {
  server.use(route(method)(path, () => delay('infinite')));
}

export function envelope(statusCode: number, code: string, message: string | string[]) {
  return { statusCode, code, message, error: STATUS_PHRASES[statusCode] ?? 'Error' };
}

/** A 400 VALIDATION.FAILED as the services send it: an English line per detail, and the details. */
export function validationEnvelope(details: ValidationDetail[]) {
  const message = details.map((d) => `${d.field} breaks ${d.rule}`);
  return { ...envelope(400, 'VALIDATION.FAILED', message), details };
}
