import { ALLOWED_POST_HTML, HOSTILE_POST_HTML, serializedAlike } from '@madar/shared';
import { sanitizePreviewHtml } from './preview-sanitizer';

// The same examples run against the content service's sanitiser, so the preview shows what is stored.
describe('sanitizePreviewHtml and the shared allowlist examples', () => {
  it.each(HOSTILE_POST_HTML.map((example) => [example.name, example] as const))(
    'strips hostile markup: %s',
    (_name, { html, expected }) => {
      expect(serializedAlike(sanitizePreviewHtml(html))).toBe(expected);
    },
  );

  it.each(ALLOWED_POST_HTML.map((example) => [example.name, example] as const))(
    'keeps allowed markup: %s',
    (_name, { html, expected }) => {
      expect(serializedAlike(sanitizePreviewHtml(html))).toBe(expected);
    },
  );
});
