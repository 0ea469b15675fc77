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
  // Effects run once the tree is live (hydrated or rendered): from then on the page's controls answer,
  // which scripts driving the site (the end-to-end tests) wait for before they click. A piece that is its
  // own chunk (the careers application form) hydrates when it arrives; its controls stay disabled until
  // then (FormGate).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AppProvider swr={swr}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
