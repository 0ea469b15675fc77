/**
 * Which translation namespaces a URL's page needs before its first render. Each public route module
 * declares them (`export const handle = { i18n: [...] } satisfies I18nHandle`); `translation` (the
 * chrome) is always loaded. Calling the matched routes' `lazy()` here also starts their chunks early.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PublicNamespace } from '@/locales/public-namespaces';

export interface I18nHandle {
  i18n: readonly PublicNamespace[];
}

function namespacesOf(handle: unknown): readonly string[] {
  const i18n: unknown = (handle as Partial<I18nHandle> | undefined)?.i18n;
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === 'string') : [];
}

export async function routeNamespaces(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<string[]> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const handles = await Promise.all(
    matches.map(async ({ route }): Promise<unknown> =>
      typeof route.lazy === 'function' ? (await route.lazy()).handle : route.handle,
    ),
  );
  return [...new Set(handles.flatMap(namespacesOf))];
}
