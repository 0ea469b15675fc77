/**
 * Static, non-translated facts about the site: navigation order and paths. Visible labels live in
 * the translation files; contact details and social profiles in company.ts.
 */
import { SERVICE_IDS } from '@madar/shared';

export const MAIN_NAV = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/services', key: 'services' },
  { to: '/projects', key: 'projects' },
  { to: '/careers', key: 'careers' },
  { to: '/client-brief', key: 'clientBrief' },
  { to: '/blog', key: 'blog' },
  { to: '/contact', key: 'contact' },
] as const;

export const FOOTER_QUICK_LINKS = MAIN_NAV.filter((item) => item.key !== 'clientBrief');

export const FOOTER_SERVICE_LINKS = SERVICE_IDS.map((id) => ({ to: `/services/${id}`, id }));

export const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/terms-of-service', key: 'terms' },
] as const;

export const ADMIN_LOGIN_PATH = '/admin/login';
