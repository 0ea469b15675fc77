import { ALLOWED_POST_HTML, HOSTILE_POST_HTML, serializedAlike } from '@madar/shared';
import { LINK_REL, sanitizePostHtml, toPlainText } from './html-sanitizer';

describe('sanitizePostHtml', () => {
  it('keeps the allowed structure untouched', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>stress</em> and <code>code</code>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre><hr />' +
      '<figure><img src="/images/blog/a.svg" alt="A" /><figcaption>caption</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';

    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizePostHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops iframes, objects and forms', () => {
    const out = sanitizePostHtml(
      '<iframe src="https://evil.example">x</iframe><object data="x"></object><form><input /></form><p>ok</p>',
    );

    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers, styles and classes', () => {
    expect(
      sanitizePostHtml(
        '<p onclick="x()" style="color:red" class="c">t</p><img src="/images/a.svg" onerror="x()" />',
      ),
    ).toBe('<p>t</p><img src="/images/a.svg" />');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ])('drops the link target %s', (href) => {
    expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe(`<a rel="${LINK_REL}">x</a>`);
  });

  it.each(['data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.example/a.png'])(
    'drops an image whose source is %s',
    (src) => {
      expect(sanitizePostHtml(`<p>a</p><img src="${src}" alt="x" />`)).toBe('<p>a</p>');
    },
  );

  it('keeps http, https, mailto and site-relative links, always with rel noopener noreferrer', () => {
    const out = sanitizePostHtml(
      '<a href="https://madar.ly" target="_blank" rel="opener">a</a><a href="http://x.ly">b</a>' +
        '<a href="mailto:info@madar.ly" title="Mail">c</a><a href="/services/support">d</a>',
    );

    expect(out).toBe(
      `<a href="https://madar.ly" rel="${LINK_REL}">a</a><a href="http://x.ly" rel="${LINK_REL}">b</a>` +
        `<a href="mailto:info@madar.ly" title="Mail" rel="${LINK_REL}">c</a>` +
        `<a href="/services/support" rel="${LINK_REL}">d</a>`,
    );
  });

  it('keeps the text of tags outside the allowlist', () => {
    expect(sanitizePostHtml('<h1>Big</h1><div><span>inner</span></div>')).toBe('Biginner');
  });

  it('keeps Arabic text as it is', () => {
    expect(sanitizePostHtml('<p>البنية التحتية في ليبيا</p>')).toBe('<p>البنية التحتية في ليبيا</p>');
  });
});

describe('toPlainText', () => {
  it('removes every tag and keeps the text', () => {
    expect(toPlainText('<b>Bold</b> <a href="/x">link</a>')).toBe('Bold link');
  });

  it('drops script content entirely', () => {
    expect(toPlainText('<script>steal()</script>Title')).toBe('Title');
  });

  it('does not let encoded markup come back as a tag', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;Safe')).toBe('Safe');
    expect(toPlainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;Safe')).toBe('Safe');
  });

  it('keeps ordinary punctuation readable (no HTML entities in plain text)', () => {
    expect(toPlainText('Tom & Jerry say "hi" — 3 < 4 > 2')).toBe('Tom & Jerry say "hi" — 3 < 4 > 2');
  });

  it('collapses whitespace', () => {
    expect(toPlainText('  two \n  lines ')).toBe('two lines');
  });
});

// The same examples run against the editor preview's sanitiser (web), so both reduce alike.
describe('sanitizePostHtml and the shared allowlist examples', () => {
  it.each(HOSTILE_POST_HTML.map((example) => [example.name, example] as const))(
    'strips hostile markup: %s',
    (_name, { html, expected }) => {
      expect(serializedAlike(sanitizePostHtml(html))).toBe(expected);
    },
  );

  it.each(ALLOWED_POST_HTML.map((example) => [example.name, example] as const))(
    'keeps allowed markup: %s',
    (_name, { html, expected }) => {
      expect(serializedAlike(sanitizePostHtml(html))).toBe(expected);
    },
  );
});
