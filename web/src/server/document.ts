/**
 * The HTML document of a server-rendered page: the built index.html (its hashed scripts and
 * stylesheets) with the page's language and direction, its head, its content in #root and its data
 * in a JSON block. The client-rendered fallback is the same file untouched.
 */
import { directionOf, fontOf, type Language } from '@madar/shared';
import { PAGE_DATA_ELEMENT_ID, serializePageData, type PageData } from '@/app/page-data';

export interface DocumentParts {
  lang: Language;
  head: string;
  /** Extra <link> tags for the head (font preloads). */
  preloads: string[];
  /** The page's own stylesheets and module preloads, after index.html's (the cascade's order). */
  assets: string[];
  body: string;
  data: PageData;
}

const HTML_TAG = /<html[^>]*>/;
const PAGE_HEAD = /<!-- page-head[^>]*-->[\s\S]*?<!-- \/page-head -->/;
const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/** Checks the template once at start, so a changed index.html fails loudly, not page by page. */
export function checkTemplate(template: string): void {
  for (const [name, pattern] of [
    ['<html>', HTML_TAG],
    ['page-head markers', PAGE_HEAD],
    ['#root', ROOT],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${name}: the renderer cannot use it`);
  }
}

export function renderDocument(template: string, parts: DocumentParts): string {
  const htmlTag = `<html lang="${parts.lang}" dir="${directionOf(parts.lang)}" data-font="${fontOf(parts.lang)}">`;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(parts.data)}</script>`;
  return (
    template
      .replace(HTML_TAG, () => htmlTag)
      .replace(PAGE_HEAD, () => [parts.head, ...parts.preloads].join('\n    '))
      .replace('</head>', () => `${parts.assets.map((link) => `  ${link}\n`).join('')}  </head>`)
      // The page works without JavaScript now: the "needs JavaScript" notice is for the fallback only.
      .replace(NOSCRIPT, '')
      .replace(ROOT, () => `<div id="root">${parts.body}</div>\n    ${data}`)
  );
}
