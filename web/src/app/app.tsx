import type { ComponentProps } from 'react';
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
  return (
    <AppProvider swr={swr}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
