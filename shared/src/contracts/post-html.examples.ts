/**
 * How a post body must come out of either sanitiser configured from POST_HTML_ALLOWLIST: the content
 * service's (on write) and the editor preview's. Both test suites run every example, so the two cannot
 * drift apart. `expected` is written as a browser serialises (`<img …>`, not `<img … />`); compare
 * through `serializedAlike`.
 */
const REL = 'rel="noopener noreferrer"';

export interface PostHtmlExample {
  name: string;
  html: string;
  expected: string;
}

/** Hostile markup: scripts, handlers, styles, frames and every URL the allowlist refuses. */
export const HOSTILE_POST_HTML: readonly PostHtmlExample[] = [
  { name: 'script', html: '<p>a</p><script>alert(1)</script><p>b</p>', expected: '<p>a</p><p>b</p>' },
  { name: 'script in svg', html: '<svg><script>alert(1)</script></svg><p>b</p>', expected: '<p>b</p>' },
  {
    name: 'onerror',
    html: '<img src="/images/a.svg" alt="a" onerror="alert(1)">',
    expected: '<img src="/images/a.svg" alt="a">',
  },
  { name: 'onclick', html: '<p onclick="alert(1)">t</p>', expected: '<p>t</p>' },
  {
    name: 'style attribute, class and style element',
    html: '<p style="color:red" class="c">t</p><style>p{}</style>',
    expected: '<p>t</p>',
  },
  {
    name: 'iframe, object and form',
    html: '<iframe src="https://evil.example">x</iframe><object data="x"></object><form><input></form><p>ok</p>',
    expected: '<p>ok</p>',
  },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>', expected: `<a ${REL}>x</a>` },
  {
    name: 'mixed-case javascript:',
    html: '<a href="JaVaScRiPt:alert(1)">x</a>',
    expected: `<a ${REL}>x</a>`,
  },
  {
    name: 'tab in the scheme',
    html: '<a href="java&#x09;script:alert(1)">x</a>',
    expected: `<a ${REL}>x</a>`,
  },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>', expected: `<a ${REL}>x</a>` },
  { name: 'data: link', html: '<a href="data:text/html,alert(1)">x</a>', expected: `<a ${REL}>x</a>` },
  {
    name: 'data: image',
    html: '<p>a</p><img src="data:image/png;base64,AAAA" alt="x">',
    expected: '<p>a</p>',
  },
  {
    name: 'javascript: image',
    html: '<p>a</p><img src="javascript:alert(1)" alt="x">',
    expected: '<p>a</p>',
  },
  {
    name: 'protocol-relative image',
    html: '<p>a</p><img src="//evil.example/a.png" alt="x">',
    expected: '<p>a</p>',
  },
  { name: 'protocol-relative link', html: '<a href="//evil.example/x">x</a>', expected: `<a ${REL}>x</a>` },
  {
    name: 'backslash protocol-relative link',
    html: '<a href="/\\evil.example/x">x</a>',
    expected: `<a ${REL}>x</a>`,
  },
  {
    name: 'target and a foreign rel',
    html: '<a href="https://madar.ly" target="_blank" rel="opener">a</a>',
    expected: `<a href="https://madar.ly" ${REL}>a</a>`,
  },
  {
    name: 'an attribute allowed on another tag',
    html: '<p title="t">x</p><img src="/images/a.svg" alt="a" title="t">',
    expected: '<p>x</p><img src="/images/a.svg" alt="a">',
  },
  {
    name: 'tags outside the allowlist',
    html: '<h1>Big</h1><div><span>inner</span></div>',
    expected: 'Biginner',
  },
];

/** Allowed markup, kept as written (links gain their rel). */
export const ALLOWED_POST_HTML: readonly PostHtmlExample[] = [
  {
    name: 'prose, lists, quotes, code, figures and tables',
    html:
      '<h2>Title</h2><h3>Sub</h3><h4>Part</h4><p>Text with <strong>bold</strong>, <em>stress</em> and ' +
      '<code>code</code>.<br>Next line</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><pre>pre</pre><hr>' +
      '<figure><img src="/images/blog/a.svg" alt="A"><figcaption>caption</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
    expected:
      '<h2>Title</h2><h3>Sub</h3><h4>Part</h4><p>Text with <strong>bold</strong>, <em>stress</em> and ' +
      '<code>code</code>.<br>Next line</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><pre>pre</pre><hr>' +
      '<figure><img src="/images/blog/a.svg" alt="A"><figcaption>caption</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
  },
  {
    name: 'http, https, mailto and site-relative links',
    html:
      '<a href="https://madar.ly">a</a><a href="http://x.ly">b</a>' +
      '<a href="mailto:info@madar.ly" title="Mail">c</a><a href="/services/support">d</a>',
    expected:
      `<a href="https://madar.ly" ${REL}>a</a><a href="http://x.ly" ${REL}>b</a>` +
      `<a href="mailto:info@madar.ly" title="Mail" ${REL}>c</a><a href="/services/support" ${REL}>d</a>`,
  },
  {
    name: 'an https image',
    html: '<img src="https://cdn.madar.ly/a.png" alt="a">',
    expected: '<img src="https://cdn.madar.ly/a.png" alt="a">',
  },
  { name: 'Arabic text', html: '<p>البنية التحتية في ليبيا</p>', expected: '<p>البنية التحتية في ليبيا</p>' },
];

/** The two serialisations compared alike: a void element's ` />` is the browser's `>`. */
export const serializedAlike = (html: string): string => html.replace(/\s*\/>/g, '>');
