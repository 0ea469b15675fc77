/**
 * The public site's translation namespaces and how the browser loads them: each language's file of each
 * namespace is its own lazily imported chunk, so a page downloads only its language and the areas it
 * shows (the legal texts only on the legal pages). Every import() is spelled out so Vite splits each file
 * and Jest can follow it; `namespaces.ts` holds the same files statically, for the server and tests.
 */
import type { Language } from '@madar/shared';

export const NAMESPACES = [
  'translation',
  'company',
  'catalog',
  'careers',
  'brief',
  'contact',
  'blog',
  'legal',
  // The pages a newsletter link ends on (confirmed, unsubscribed, …).
  'newsletter',
  // What a refused field says (the server's validation rules): loaded by the pages with forms, and by
  // the footer's newsletter box only when it has something to say.
  'validation',
  // The page head's defaults (site description, image text): read by the server renderer only.
  'meta',
] as const;

export type PublicNamespace = (typeof NAMESPACES)[number];

type Bundle = Record<string, unknown>;
type Loader = () => Promise<{ default: Bundle }>;

const loaders: Record<Language, Record<PublicNamespace, Loader>> = {
  en: {
    translation: () => import('./en/translation.json'),
    company: () => import('./en/company.json'),
    catalog: () => import('./en/catalog.json'),
    careers: () => import('./en/careers.json'),
    brief: () => import('./en/brief.json'),
    contact: () => import('./en/contact.json'),
    blog: () => import('./en/blog.json'),
    legal: () => import('./en/legal.json'),
    newsletter: () => import('./en/newsletter.json'),
    validation: () => import('./en/validation.json'),
    meta: () => import('./en/meta.json'),
  },
  ar: {
    translation: () => import('./ar/translation.json'),
    company: () => import('./ar/company.json'),
    catalog: () => import('./ar/catalog.json'),
    careers: () => import('./ar/careers.json'),
    brief: () => import('./ar/brief.json'),
    contact: () => import('./ar/contact.json'),
    blog: () => import('./ar/blog.json'),
    legal: () => import('./ar/legal.json'),
    newsletter: () => import('./ar/newsletter.json'),
    validation: () => import('./ar/validation.json'),
    meta: () => import('./ar/meta.json'),
  },
};

export function isPublicNamespace(ns: string): ns is PublicNamespace {
  return (NAMESPACES as readonly string[]).includes(ns);
}

/** One namespace of one language; rejects for a namespace the public site does not have. */
export async function loadNamespace(lng: Language, ns: string): Promise<Bundle> {
  if (!isPublicNamespace(ns)) throw new Error(`unknown translation namespace "${ns}"`);
  return (await loaders[lng][ns]()).default;
}
