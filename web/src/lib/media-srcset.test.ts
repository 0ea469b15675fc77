import { BODY_IMAGE_SIZES, mediaSrcSet, withMediaSrcSets } from './media-srcset';

const ID = '0b6f6a52-4a1e-4a57-9a4f-5d6a2a1b9c01';

describe('mediaSrcSet', () => {
  it('lists the WebP widths of a library image up to its largest', () => {
    expect(mediaSrcSet(`/media/${ID}-v2-1600.jpg`)).toBe(
      `/media/${ID}-v2-480.webp 480w, /media/${ID}-v2-960.webp 960w, /media/${ID}-v2-1600.webp 1600w`,
    );
  });

  it('stops at the width of an image narrower than 1600 px (never upscaled)', () => {
    expect(mediaSrcSet(`/media/${ID}-v1-700.png`)).toBe(
      `/media/${ID}-v1-480.webp 480w, /media/${ID}-v1-700.webp 700w`,
    );
    expect(mediaSrcSet(`/media/${ID}-v1-300.jpg`)).toBe(`/media/${ID}-v1-300.webp 300w`);
  });

  it('keeps the origin of an absolute address of the site', () => {
    expect(mediaSrcSet(`https://www.madar.ly/media/${ID}-v1-960.jpg`)).toBe(
      `https://www.madar.ly/media/${ID}-v1-480.webp 480w, https://www.madar.ly/media/${ID}-v1-960.webp 960w`,
    );
  });

  it.each([
    '/images/blog/cloud.svg',
    'https://cdn.example.com/photo.jpg',
    `/media/${ID}-v1-960.jpg?x=1`,
    `http://www.madar.ly/media/${ID}-v1-960.jpg`,
    '',
    undefined,
  ])('gives nothing for %s', (url) => {
    expect(mediaSrcSet(url)).toBeUndefined();
  });
});

describe('withMediaSrcSets', () => {
  const body = (img: string) => `<p>Before</p><figure>${img}</figure><p>After</p>`;

  it("gives a body's library image its WebP files, the column's sizes and lazy loading", () => {
    const html = withMediaSrcSets(body(`<img src="/media/${ID}-v3-1600.jpg" alt="شبكة الألياف" />`));
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(mediaSrcSet(`/media/${ID}-v3-1600.jpg`));
    expect(img?.getAttribute('sizes')).toBe(BODY_IMAGE_SIZES);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toBe(`/media/${ID}-v3-1600.jpg`);
    expect(img?.getAttribute('alt')).toBe('شبكة الألياف');
    expect(html).toContain('<p>Before</p>');
  });

  it('leaves other images, and text that only mentions an image, as they are', () => {
    const other = body('<img src="/images/blog/cloud.svg" alt="Cloud" />');
    expect(withMediaSrcSets(other)).toBe(other);
    const text = `<p>&lt;img src="/media/${ID}-v1-960.jpg"&gt;</p>`;
    expect(withMediaSrcSets(text)).toBe(text);
  });

  it('keeps a loading the body already sets', () => {
    const html = withMediaSrcSets(`<img loading="eager" src="/media/${ID}-v1-960.jpg" alt="" />`);
    expect(html.match(/loading=/g)).toHaveLength(1);
    expect(html).toContain('srcset=');
  });
});
