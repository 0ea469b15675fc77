import './node-web-apis';
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import i18n, { initI18n, preloadTranslations } from '@/lib/i18n';
import { registerAdminTranslations } from '@/locales/admin-namespaces';
import { NAMESPACES } from '@/locales/public-namespaces';
import { server } from './api-server';

// jsdom has no layout: scrolling is a no-op so ScrollRestoration and effects can call it.
window.scrollTo = () => undefined;

initI18n();
registerAdminTranslations(i18n);
// Every public namespace of both languages, so components render their text at once as in the app.
beforeAll(() => Promise.all([preloadTranslations('en', NAMESPACES), preloadTranslations('ar', NAMESPACES)]));

// A request no handler answers fails the test that made it (after it, so the test's own error shows).
const unanswered: string[] = [];
/** `GET http://…` for an HTTP frame (its data holds the request); the protocol for any other. */
function describeFrame(protocol: string, data: unknown): string {
  const request = typeof data === 'object' && data !== null && 'request' in data ? data.request : undefined;
  return request instanceof Request ? `${request.method} ${request.url}` : protocol;
}
beforeAll(() =>
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unanswered.push(describeFrame(frame.protocol, frame.data));
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
  if (!fakeTimersAreOn()) return realFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  underFakeTime.push(`${init?.method ?? 'GET'} ${url}`);
  return Promise.reject(new TypeError('a request started under fake timers'));
};

afterEach(async () => {
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
