import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is server HTML (on the server and during hydration), true once React runs it:
 * the server and the hydrating browser render the same thing, then the browser renders again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
