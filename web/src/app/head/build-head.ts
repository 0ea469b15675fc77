/**
 * The head of a server-rendered page, per language: title, description, canonical, hreflang for every
 * language and x-default, Open Graph and Twitter card, and JSON-LD (the Organization with its offices,
 * the breadcrumbs, and what the page adds). Every URL absolute, from PUBLIC_ORIGIN.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, localeOf, type Language } from '@madar/shared';
import type { CompanyConfig } from '@/config/company-defaults';
import { MAIN_NAV } from '@/config/site';
import { localizedPath } from '@/lib/site-paths';
import type { PageHead } from '@/lib/head-sink';

export interface HeadInput {
  lang: Language;
  /** The page's path without its language segment. */
  path: string;
  origin: string;
  page: PageHead;
  brand: string;
  siteDescription: string;
  imageAlt: string;
  /** Translated navigation labels by MAIN_NAV key, for the breadcrumbs. */
  navLabel: (key: string) => string;
  company: CompanyConfig;
  /** The page's Open Graph image (a path: its illustration's card, or its page type's). */
  imagePath: string;
  /** The blog's feed in the page's language, which readers find from any page (a path, kept short). */
  feed: { href: string; title: string };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/ld+json">: `<` escaped so the block cannot be closed early. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** `en_GB`, `ar_LY`: Open Graph's locale form (language_TERRITORY). */
function ogLocale(lang: Language): string {
  const [language, region] = localeOf(lang).split('-');
  return region && /^[A-Z]{2}$/.test(region) ? `${language}_${region}` : (language ?? lang);
}

function organization(input: HeadInput): Record<string, unknown> {
  const { company, lang, origin, brand } = input;
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name ? company.name[lang] : brand,
    url: `${origin}${localizedPath('/', lang)}`,
    logo: `${origin}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    sameAs: Object.values(company.social),
    location: company.offices.map((office) => ({
      '@type': 'Place',
      name: office.name[lang],
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address[lang],
        addressLocality: office.city[lang],
        addressCountry: 'LY',
      },
    })),
  };
}

function breadcrumbs(input: HeadInput, title: string | undefined): Record<string, unknown> | undefined {
  const segments = input.path.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  const section = MAIN_NAV.find((item) => item.to === `/${segments[0]}`);
  const crumbs: { name: string; path: string }[] = [{ name: input.navLabel('home'), path: '/' }];
  if (section) crumbs.push({ name: input.navLabel(section.key), path: section.to });
  if (segments.length > 1 || !section) crumbs.push({ name: title ?? input.brand, path: input.path });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${input.origin}${localizedPath(crumb.path, input.lang)}`,
    })),
  };
}

/** The head's HTML (title and meta/link/script tags) for one page. */
export function buildHead(input: HeadInput): string {
  const { lang, origin, page, brand } = input;
  const title = page.title ? `${page.title} | ${brand}` : brand;
  const description = page.description ?? input.siteDescription;
  const url = `${origin}${localizedPath(input.path, lang)}`;
  const image = `${origin}${input.imagePath}`;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  const unlisted = page.notFound || page.noindex || page.preview;
  if (unlisted) {
    // A preview's links are the draft's: none is to be followed either.
    tags.push(`<meta name="robots" content="${page.preview ? 'noindex, nofollow' : 'noindex'}">`);
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    for (const language of LANGUAGES) {
      const href = `${origin}${localizedPath(input.path, language.code)}`;
      tags.push(`<link rel="alternate" hreflang="${language.code}" href="${escapeHtml(href)}">`);
    }
    const fallback = `${origin}${localizedPath(input.path, DEFAULT_LANGUAGE)}`;
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}">`);
  }
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(input.feed.title)}" href="${escapeHtml(input.feed.href)}">`,
  );
  const og: [string, string][] = [
    ['og:type', page.type ?? 'website'],
    ['og:site_name', brand],
    ['og:title', page.title ?? brand],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', input.imageAlt],
    ['og:locale', ogLocale(lang)],
    ...LANGUAGES.filter((language) => language.code !== lang).map((language): [string, string] => [
      'og:locale:alternate',
      ogLocale(language.code),
    ]),
  ];
  for (const [property, content] of og) {
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', page.title ?? brand],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);

  const graph = [
    organization(input),
    ...(unlisted ? [] : [breadcrumbs(input, page.title)]),
    ...(page.jsonLd ?? []),
  ];
  const ld = { '@context': 'https://schema.org', '@graph': graph.filter(Boolean) };
  tags.push(`<script type="application/ld+json">${jsonForScript(ld)}</script>`);
  return tags.join('\n    ');
}
