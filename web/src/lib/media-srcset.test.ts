import { mediaSrcSet } from './media-srcset';

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
