import './node-web-apis';
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import i18n, { initI18n, preloadTranslations } from '@/lib/i18n';
import { registerAdminTranslations } from '@/locales/admin-namespaces';
import { NAMESPACES } from '@/locales/public-namespaces';
import { fromAnEarlierTest, server, startNextTest, TEST_NUMBER_HEADER, testNumber } from './api-server';

// How long findBy*/waitFor wait for the screen to show something: a hang guard, not a speed check. A
// lazy route's first import is compiled on the spot, which takes seconds on a busy 2-core machine
// running two test workers beside the containers; the library's 1 s default made that a flake.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: scrolling is a no-op so ScrollRestoration and effects can call it.
window.scrollTo = () => undefined;

initI18n();
registerAdminTranslations(i18n);
// Every public namespace of both languages, so components render their text at once as in the app.
beforeAll(() => Promise.all([preloadTranslations('en', NAMESPACES), preloadTranslations('ar', NAMESPACES)]));

// A request no handler answers fails the test that made it (after it, so the test's own error shows).
const unanswered: string[] = [];
/** The request of an HTTP frame (its data holds it); undefined for any other protocol. */
function requestOf(data: unknown): Request | undefined {
  const request = typeof data === 'object' && data !== null && 'request' in data ? data.request : undefined;
  return request instanceof Request ? request : undefined;
}
beforeAll(() =>
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = requestOf(frame.data);
      // A request an earlier test left in flight is refused quietly: it is not this test's.
      if (!request || !fromAnEarlierTest(request)) {
        unanswered.push(request ? `${request.method} ${request.url}` : frame.protocol);
      }
      defaults.error();
    },
  }),
);
afterAll(() => server.close());

// A request begun under Jest's fake timers can wait forever (MSW mocks the sockets and schedules their
// steps on the global timers): it showed as a rare findBy* timeout under load. Such a request is refused
// at once and fails its test, saying why; switch to real timers before the step that sends it.
const underFakeTime: string[] = [];
const fakeTimersAreOn = () => Object.prototype.hasOwnProperty.call(globalThis.setTimeout, 'clock');
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (!fakeTimersAreOn()) {
    // Tagged with the test that sends it (see TEST_NUMBER_HEADER); the init's headers win, as in fetch.
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    headers.set(TEST_NUMBER_HEADER, String(testNumber()));
    return realFetch(input, { ...init, headers });
  }
  const url = input instanceof Request ? input.url : String(input);
  underFakeTime.push(`${init?.method ?? 'GET'} ${url}`);
  return Promise.reject(new TypeError('a request started under fake timers'));
};

// Each test, and each gap between two tests, has its own number: a request sent in one of them and
// still on its way when the next begins is refused then (see TEST_NUMBER_HEADER).
beforeEach(() => {
  startNextTest();
});

afterEach(async () => {
  startNextTest();
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Every test starts in English, whatever the previous one switched to.
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`requests no handler answered: ${missed.join(', ')}`);
  const faked = underFakeTime.splice(0);
  if (faked.length > 0) throw new Error(`requests started under fake timers: ${faked.join(', ')}`);
});
