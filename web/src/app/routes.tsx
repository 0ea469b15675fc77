import { NEWSLETTER_PAGES } from '@madar/shared';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { PageSpinner } from './page-spinner';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error';
import { PREFIXED_LANGUAGES } from '@/lib/site-paths';

/**
 * One optional language segment in front of every public page: a static one while one prefixed
 * language ships, a parameter (any first segment; splitLanguage tells languages apart) from two.
 */
const PUBLIC_PATH = PREFIXED_LANGUAGES.length === 1 ? `${PREFIXED_LANGUAGES[0]}?` : ':lang?';

type LazyModule = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/**
 * The route modules by file (src/app/routes/<name>.tsx). A route's id starts with its module's name,
 * so the server renderer can find the module's script and stylesheets in Vite's manifest and send
 * them with the page (routeModuleOf).
 */
export const ROUTE_MODULES = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  services: () => import('./routes/services'),
  'service-detail': () => import('./routes/service-detail'),
  projects: () => import('./routes/projects'),
  'project-detail': () => import('./routes/project-detail'),
  careers: () => import('./routes/careers'),
  'career-detail': () => import('./routes/career-detail'),
  'client-brief': () => import('./routes/client-brief'),
  blog: () => import('./routes/blog'),
  'blog-post': () => import('./routes/blog-post'),
  contact: () => import('./routes/contact'),
  'privacy-policy': () => import('./routes/privacy-policy'),
  'terms-of-service': () => import('./routes/terms-of-service'),
  'newsletter-outcome': () => import('./routes/newsletter-outcome'),
  'not-found': () => import('./routes/not-found'),
  'admin/login': () => import('./routes/admin/login'),
  'admin/set-password': () => import('./routes/admin/set-password'),
  'admin/dashboard-layout': () => import('./routes/admin/dashboard-layout'),
  'admin/overview': () => import('./routes/admin/overview'),
  'admin/client-briefs': () => import('./routes/admin/client-briefs'),
  'admin/blog': () => import('./routes/admin/blog'),
  'admin/media': () => import('./routes/admin/media'),
  'admin/site-content': () => import('./routes/admin/site-content'),
  'admin/careers': () => import('./routes/admin/careers'),
  'admin/messages': () => import('./routes/admin/messages'),
  'admin/accounts': () => import('./routes/admin/accounts'),
  'admin/activity': () => import('./routes/admin/activity'),
  'admin/privacy': () => import('./routes/admin/privacy'),
  'admin/settings': () => import('./routes/admin/settings'),
  'admin/profile': () => import('./routes/admin/profile'),
} satisfies Record<string, LazyModule>;
export type RouteModuleName = keyof typeof ROUTE_MODULES;

let routeCount = 0;

/** A lazily loaded page with its own error boundary, so a failing page keeps the layout around it. */
const page = (
  path: string | undefined,
  module: RouteModuleName,
  extra: Partial<RouteObject> = {},
): RouteObject =>
  ({
    ...(path === undefined ? { index: true } : { path }),
    id: `${module}#${(routeCount += 1)}`,
    lazy: ROUTE_MODULES[module],
    errorElement: <RouteErrorBoundary />,
    ...extra,
  }) as RouteObject;

/** The module of a route built by `page` (from its id), or undefined for the layouts. */
export function routeModuleOf(routeId: string): RouteModuleName | undefined {
  const name = routeId.split('#')[0] ?? '';
  return name in ROUTE_MODULES ? (name as RouteModuleName) : undefined;
}

/**
 * Every route of docs/product.md#screens. Public pages share the header/footer layout; /admin/* does not, and
 * its modules live in their own chunk (see vite.config.ts) that public pages never load.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      {
        // `ar?`: the same routes answer `/services` (English) and `/ar/services` (Arabic), so switching
        // language keeps the page mounted (a half-filled form survives).
        path: PUBLIC_PATH,
        element: <PublicLayout />,
        children: [
          page(undefined, 'home'),
          page('about', 'about'),
          page('services', 'services'),
          page('services/:serviceId', 'service-detail'),
          page('projects', 'projects'),
          page('projects/:projectId', 'project-detail'),
          page('careers', 'careers'),
          page('careers/:jobId', 'career-detail'),
          page('client-brief', 'client-brief'),
          page('blog', 'blog'),
          page('blog/:slug', 'blog-post'),
          page('contact', 'contact'),
          page('privacy-policy', 'privacy-policy'),
          page('terms-of-service', 'terms-of-service'),
          // Where the newsletter mails' links end (the API confirms or unsubscribes, then sends here).
          ...Object.values(NEWSLETTER_PAGES).map((path) => page(path, 'newsletter-outcome')),
          page('not-found', 'not-found'),
          page('*', 'not-found'),
        ],
      },
      {
        path: 'admin',
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          page('login', 'admin/login'),
          // The one-time link of an invitation: public (no password yet), its token after the '#'.
          page('set-password', 'admin/set-password'),
          page('dashboard', 'admin/dashboard-layout', {
            children: [
              page(undefined, 'admin/overview'),
              page('client-briefs', 'admin/client-briefs'),
              page('blog', 'admin/blog'),
              page('media', 'admin/media'),
              page('site-content', 'admin/site-content'),
              page('careers', 'admin/careers'),
              page('messages', 'admin/messages'),
              page('accounts', 'admin/accounts'),
              page('activity', 'admin/activity'),
              page('privacy', 'admin/privacy'),
              page('settings', 'admin/settings'),
            ],
          }),
          // Every role's own page, in the same shell.
          page('profile', 'admin/dashboard-layout', { children: [page(undefined, 'admin/profile')] }),
          // Unknown admin paths get the 404 page without the public header and footer.
          page('*', 'not-found'),
        ],
      },
    ],
  },
];
