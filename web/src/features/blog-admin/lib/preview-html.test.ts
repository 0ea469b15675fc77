import { buildPreviewDocument, sanitizePreviewHtml } from './preview-html';

describe('sanitizePreviewHtml', () => {
  it('keeps the allowed structure and links, adding rel', () => {
    expect(sanitizePreviewHtml('<h2>Title</h2><p>Hi <a href="https://madar.ly" title="x">us</a></p>')).toBe(
      '<h2>Title</h2><p>Hi <a href="https://madar.ly" title="x" rel="noopener noreferrer">us</a></p>',
    );
  });

  it('drops scripts with their content, event handlers and unknown tags', () => {
    expect(sanitizePreviewHtml('<p onclick="x()">a<script>alert(1)</script><span>b</span></p>')).toBe(
      '<p>ab</p>',
    );
  });

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizePreviewHtml('<a href="java\tscript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePreviewHtml('<img src="data:image/png;base64,AA" alt="a">')).toBe('');
    expect(sanitizePreviewHtml('<img src="//evil.example/x.png" alt="a">')).toBe('');
    expect(sanitizePreviewHtml('<img src="/images/blog/a.svg" alt="a">')).toBe(
      '<img src="/images/blog/a.svg" alt="a">',
    );
  });

  it('builds a document in the previewed language and direction', () => {
    const doc = buildPreviewDocument('<p>مرحبا</p>', 'ar');
    expect(doc).toContain('<html lang="ar" dir="rtl" data-font="arabic">');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('<body><p>مرحبا</p></body>');
  });
});
