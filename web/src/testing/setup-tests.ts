import '@testing-library/jest-dom';
import { runInThisContext } from 'node:vm';
import { cleanup } from '@testing-library/react';
import i18n, { initI18n } from '@/lib/i18n';
import { registerAdminTranslations } from '@/locales/admin-namespaces';

// jsdom lacks the Fetch API that React Router's data router builds on (it creates a Request per
// navigation). Borrow Node's own implementations from the main context, with the AbortController they
// expect, since classes from two realms do not mix.
const nodeWebApis = runInThisContext(
  '({ Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream })',
) as Record<string, unknown>;
Object.assign(globalThis, nodeWebApis);

// jsdom has no layout: scrolling is a no-op so ScrollRestoration and effects can call it.
window.scrollTo = () => undefined;

initI18n();
registerAdminTranslations(i18n);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Every test starts in English, whatever the previous one switched to.
  await i18n.changeLanguage('en');
  window.localStorage.clear();
});
