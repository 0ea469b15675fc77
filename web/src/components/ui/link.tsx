/**
 * react-router's Link and NavLink for public pages, in the page's language: an absolute `to`
 * ('/services') becomes that language's address ('/ar/services' on Arabic pages). Public code imports
 * links from here; the admin (never prefixed) uses react-router's own.
 */
import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import type { Language } from '@madar/shared';
import { usePageLanguage } from '@/hooks/use-language';
import { localizedPath } from '@/lib/site-paths';

function localize(to: To, lang: Language): To {
  if (typeof to === 'string') return to.startsWith('/') ? localizedPath(to, lang) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localizedPath(to.pathname, lang) } : to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localize(to, usePageLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localize(to, usePageLanguage())} {...props} />;
}

/** useNavigate whose absolute paths stay in the page's language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const lang = usePageLanguage();
  // Stable while the page's language is, so an effect may depend on it.
  return useCallback(
    (to: To, options?: NavigateOptions) => void navigate(localize(to, lang), options),
    [navigate, lang],
  );
}
