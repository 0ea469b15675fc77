import { buildShareLinks } from './share-links';

describe('buildShareLinks', () => {
  const url = 'https://madar.example/blog/future-it-infrastructure-libya';
  const title = 'The Future of IT & Infrastructure';
  const links = buildShareLinks(url, title);
  const encodedUrl = encodeURIComponent(url);

  it('opens the X intent with the encoded URL and title', () => {
    expect(links.x).toBe(
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=The%20Future%20of%20IT%20%26%20Infrastructure`,
    );
  });

  it('uses the LinkedIn share-offsite and Facebook sharer endpoints', () => {
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
  });

  it('puts the title and the URL into the WhatsApp text', () => {
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
  });

  it('encodes Arabic titles', () => {
    expect(buildShareLinks(url, 'مدار').x).toContain('text=%D9%85%D8%AF%D8%A7%D8%B1');
  });
});
