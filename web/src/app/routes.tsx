import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { PageSpinner } from './page-spinner';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error';

type LazyModule = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/** A lazily loaded page with its own error boundary, so a failing page keeps the layout around it. */
const page = (path: string | undefined, lazy: LazyModule, extra: Partial<RouteObject> = {}): RouteObject =>
  ({
    ...(path === undefined ? { index: true } : { path }),
    lazy,
    errorElement: <RouteErrorBoundary />,
    ...extra,
  }) as RouteObject;

/**
 * Every route of spec §2. Public pages share the header/footer layout; /admin/* does not, and its
 * modules live in their own chunk (see vite.config.ts) that public pages never load.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      {
        element: <PublicLayout />,
        children: [
          page(undefined, () => import('./routes/home')),
          page('about', () => import('./routes/about')),
          page('services', () => import('./routes/services')),
          page('services/:serviceId', () => import('./routes/service-detail')),
          page('projects', () => import('./routes/projects')),
          page('projects/:projectId', () => import('./routes/project-detail')),
          page('careers', () => import('./routes/careers')),
          page('careers/:jobId', () => import('./routes/career-detail')),
          page('client-brief', () => import('./routes/client-brief')),
          page('blog', () => import('./routes/blog')),
          page('blog/:slug', () => import('./routes/blog-post')),
          page('contact', () => import('./routes/contact')),
          page('privacy-policy', () => import('./routes/privacy-policy')),
          page('terms-of-service', () => import('./routes/terms-of-service')),
          page('not-found', () => import('./routes/not-found')),
          page('*', () => import('./routes/not-found')),
        ],
      },
      {
        path: 'admin',
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          page('login', () => import('./routes/admin/login')),
          page('dashboard', () => import('./routes/admin/dashboard-layout'), {
            children: [
              page(undefined, () => import('./routes/admin/overview')),
              page('client-briefs', () => import('./routes/admin/client-briefs')),
              page('blog', () => import('./routes/admin/blog')),
              page('careers', () => import('./routes/admin/careers')),
              page('messages', () => import('./routes/admin/messages')),
              page('settings', () => import('./routes/admin/settings')),
            ],
          }),
          // Unknown admin paths get the 404 page without the public header and footer.
          page('*', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];
