import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@madar/shared';
import { App } from './app/app';
import { hydratedSwrOptions, isPageData, PAGE_DATA_ELEMENT_ID, type PageData } from './app/page-data';
import { createRouter, preloadMatchedRoutes } from './app/router';
import { routes } from './app/routes';
import { loadCompanyStandIn } from './config/company-stand-in';
import { carriesCompany } from './hooks/use-company';
import i18n, { currentLanguage, detectorOptions, initI18n, preloadTranslations } from './lib/i18n';
import { endFirstLoad, startServerRenderedVisit } from './lib/first-load';
import { routeNamespaces } from './lib/route-namespaces';
import { setSiteOrigin } from './lib/site-origin';
import { isAdminPath, splitLanguage, switchLanguagePath } from './lib/site-paths';

/** The data the server rendered this page with, if it did (page-data.ts). */
function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPageData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A language kept in local storage, when neither `?lang` nor the cookie (which come first) name one. */
function storedChoice(search: string): Language | undefined {
  if (new URLSearchParams(search).has(detectorOptions.lookupQuerystring)) return undefined;
  const cookie = `${detectorOptions.lookupCookie}=`;
  if (document.cookie.split('; ').some((entry) => entry.startsWith(cookie))) return undefined;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(detectorOptions.lookupLocalStorage);
  } catch {
    return undefined;
  }
  const code = stored?.split('-')[0];
  return isLanguage(code) ? code : undefined;
}

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const { pathname, search, hash } = window.location;

  const page = splitLanguage(pathname);
  if (isAdminPath(pathname)) {
    initI18n();
  } else {
    // Public pages: the address names the language. On an unprefixed address the server has applied
    // ?lang, the cookie and Accept-Language; the browser adds local storage, the next in the order.
    const stored = storedChoice(search);
    if (!page.prefixed && stored && stored !== DEFAULT_LANGUAGE) {
      window.location.replace(`${switchLanguagePath(pathname, stored)}${search}${hash}`);
      return;
    }
    // From the start in the address's language: the server-rendered <html dir> never flips.
    initI18n(i18n, { lng: page.lang });
  }

  const pageData = readPageData();
  if (pageData) setSiteOrigin(pageData.origin);
  // The page's modules and the strings of the chrome and of this page before the first render: a
  // server-rendered page hydrates with exactly what the server rendered (no keys, no fallback).
  const language = currentLanguage();
  await Promise.all([
    preloadMatchedRoutes(window.location),
    preloadTranslations(language),
    // The build's company profile, only for a page that came without the live one (use-company.ts).
    carriesCompany(pageData?.entries) ? undefined : loadCompanyStandIn(),
  ]);
  await preloadTranslations(language, await routeNamespaces(routes, pathname));
  const router = createRouter();
  if (pageData) {
    startServerRenderedVisit();
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      endFirstLoad();
      unsubscribe();
    });
  }
  const app = (
    <StrictMode>
      <App router={router} swr={pageData ? hydratedSwrOptions(pageData) : undefined} />
    </StrictMode>
  );
  // Hydrated as a transition: React works through the tree in slices of a few milliseconds and yields to
  // the browser between them (input, paint) instead of one long task, which a phone's CPU makes long.
  if (pageData && container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Not a top-level await: the route chunks import from this entry, which would never finish evaluating.
void boot();
