/**
 * The editor's preview of a post body. Two layers keep it safe inside the admin page, which holds the
 * admin token: (1) the HTML is reduced to the same allowlist the content service applies on write
 * (`preview-sanitizer.ts`: DOMPurify configured from the shared POST_HTML_ALLOWLIST); (2) the result
 * is shown in an `<iframe sandbox>` without allow-scripts or allow-same-origin, so even markup the allowlist missed could neither run nor reach the token.
 * The reduction also makes the preview match what the public will see after the server's cleaning.
 */
import { directionOf, fontOf, type Language } from '@madar/shared';
import { sanitizePreviewHtml } from './preview-sanitizer';

export { sanitizePreviewHtml };

const PREVIEW_STYLES = `
  :root { color: #0f1b2d; font: 16px/1.7 'Inter', system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif; }
  :root[data-font='arabic'] { font-family: 'IBM Plex Sans Arabic', system-ui, Tahoma, sans-serif; line-height: 1.8; }
  body { margin: 0; padding: 1rem 1.25rem; }
  h2, h3, h4 { color: #0b1f3a; line-height: 1.25; margin-block: 1.4em 0.5em; }
  p, ul, ol, blockquote, pre, figure, table { margin-block: 0 1em; }
  a { color: #0f766e; }
  img { max-inline-size: 100%; block-size: auto; }
  blockquote { margin-inline: 0; padding-inline-start: 1rem; border-inline-start: 4px solid #14b8a6; color: #33425a; }
  pre, code { background: #f3f6fb; border-radius: 0.375rem; font-family: ui-monospace, monospace; }
  pre { padding: 0.75rem; overflow: auto; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #dde4ee; padding: 0.375rem 0.625rem; text-align: start; }
`;

/** The complete document the sandboxed iframe shows. Scripts are refused by CSP as a third layer. */
export function buildPreviewDocument(html: string, lang: Language): string {
  return `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}" data-font="${fontOf(lang)}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https:; style-src 'unsafe-inline'"><style>${PREVIEW_STYLES}</style></head><body>${sanitizePreviewHtml(html)}</body></html>`;
}
