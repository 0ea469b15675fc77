import { useEffect, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { AppProvider } from './provider';

export function App({
  router,
  swr,
}: {
  router: ComponentProps<typeof RouterProvider>['router'];
  /** SWR options of a server-rendered page: its data in the cache (page-data.ts). */
  swr?: SWRConfiguration;
}) {
  // Effects run once the tree is live (hydrated or rendered): from then on every control answers, which
  // scripts driving the site (the end-to-end tests) wait for before they click.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AppProvider swr={swr}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
