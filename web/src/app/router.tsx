import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the route modules the current address needs before the router starts. A server-rendered
 * page must hydrate with its components in place: a lazy route still loading would render the
 * HydrateFallback over the page's HTML.
 */
export async function preloadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
}

export function createRouter(): Router {
  return createBrowserRouter(routes);
}
