import { ogImageUrl } from './og-url';

describe('ogImageUrl', () => {
  it('names the card of a page type', () => {
    expect(ogImageUrl('careers')).toBe('/og/careers.png');
  });

  it("names the card of a service's or post's own illustration", () => {
    expect(ogImageUrl('services', '/images/services/networking.svg')).toBe(
      '/og/image/services/networking.png',
    );
    expect(ogImageUrl('blog', '/images/blog/proactive-it-support.svg')).toBe(
      '/og/image/blog/proactive-it-support.png',
    );
  });

  it.each([
    'https://cdn.example.com/a.svg',
    '/images/blog/photo.png',
    '/images/../favicon.svg',
    '/other/a.svg',
    '',
  ])('falls back to the page type for an image it cannot render (%s)', (image) => {
    expect(ogImageUrl('blog', image)).toBe('/og/blog.png');
  });
});
