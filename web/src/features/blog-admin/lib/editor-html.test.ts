import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOWED_POST_HTML, LANGUAGE_CODES, type LocalizedText } from '@madar/shared';
import { Editor } from '@tiptap/react';
import { isSiteImagePath, toStoredHtml } from './editor-html';
import { sanitizePreviewHtml } from './preview-sanitizer';
import { postEditorExtensions } from './rich-text-schema';

/** A body opened in the editor and given back as it would be saved, without anyone typing. */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: postEditorExtensions(), content: html });
  try {
    return toStoredHtml(editor.getHTML());
  } finally {
    editor.destroy();
  }
}

/**
 * The document a body is, as the content service would store it: cleaned with the allowlist (the
 * preview's sanitiser, configured from the same list), with runs of white space as one space and none
 * between blocks, as a browser lays them out.
 */
function storedDocument(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizePreviewHtml(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const blank: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.parentElement?.closest('pre')) continue;
    text.data = text.data.replace(/\s+/g, ' ');
    if (text.data === ' ' && !text.parentElement?.closest('p, li, h2, h3, h4, td, th, figcaption')) {
      blank.push(text);
    }
  }
  for (const text of blank) text.remove();
  return template.innerHTML;
}

// Every seeded post, read from the content service's seed folder so a new seed is covered too.
const SEED_DIR = join(__dirname, '../../../../../services/content/src/blog/seed');
const seedBodies = readdirSync(SEED_DIR)
  .filter((name) => name.endsWith('.seed.ts'))
  .flatMap((name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder's files are found at run time
    const seed = require(join(SEED_DIR, name)) as Record<string, { slug?: string; content?: LocalizedText }>;
    return Object.values(seed)
      .filter((post) => post.slug && post.content)
      .flatMap((post) =>
        LANGUAGE_CODES.map((language) => [`${post.slug} (${language})`, post.content![language]] as const),
      );
  });

describe('the rich-text editor and stored post bodies', () => {
  it('finds the seeded posts', () => {
    expect(seedBodies.length).toBeGreaterThanOrEqual(2 * 7);
  });

  it.each(seedBodies)('opens and saves %s without a change to its document', (_name, body) => {
    expect(storedDocument(throughEditor(body))).toBe(storedDocument(body));
  });

  it('keeps every element and attribute of the allowlist it can write, in the same places', () => {
    const [example] = ALLOWED_POST_HTML;
    // Accepted differences: a quote's text and a bare <pre> gain the paragraph and <code> the editor
    // writes them with (the public page shows them the same way).
    expect(storedDocument(throughEditor(example!.html))).toBe(
      storedDocument(
        example!.html
          .replace('<blockquote>quote</blockquote>', '<blockquote><p>quote</p></blockquote>')
          .replace('<pre>pre</pre>', '<pre><code>pre</code></pre>'),
      ),
    );
  });

  it('keeps links of every allowed kind with their titles, and no target or class', () => {
    const html =
      '<p><a href="https://madar.ly" target="_blank" class="x">a</a> <a href="mailto:info@madar.ly" title="Mail">c</a> <a href="/services/support">d</a></p>';
    expect(throughEditor(html)).toBe(
      '<p><a href="https://madar.ly">a</a> <a href="mailto:info@madar.ly" title="Mail">c</a> <a href="/services/support">d</a></p>',
    );
  });

  it('drops a link whose address the allowlist refuses, keeping its text', () => {
    expect(throughEditor('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p>x</p>');
  });

  it('writes no style, alignment or width, and no class on code', () => {
    const html =
      '<p style="text-align: right" align="right">t</p><pre><code class="language-js">x</code></pre>' +
      '<table style="width: 300px"><tbody><tr><td style="text-align: left" colwidth="120">c</td></tr></tbody></table>';
    expect(throughEditor(html)).toBe(
      '<p>t</p><pre><code>x</code></pre><table><tbody><tr><td>c</td></tr></tbody></table>',
    );
  });

  it('stores an empty body as an empty string', () => {
    expect(throughEditor('')).toBe('');
  });
});

describe('isSiteImagePath', () => {
  it.each(['/images/blog/a.svg', '/media/4f1c-a.jpg'])('accepts %s', (path) => {
    expect(isSiteImagePath(path)).toBe(true);
  });

  it.each(['https://cdn.example.com/a.png', '/uploads/a.png', '/media/../admin', 'javascript:alert(1)', ''])(
    'refuses %s',
    (path) => {
      expect(isSiteImagePath(path)).toBe(false);
    },
  );
});
