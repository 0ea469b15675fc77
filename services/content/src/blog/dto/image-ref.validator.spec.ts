import { isImageRef } from './image-ref.validator';

describe('isImageRef', () => {
  it.each([
    '/images/blog/proactive-it-support.svg',
    '/media/0b7f8c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e-v1-1600.jpg',
    'https://cdn.example.ly/cover.webp',
  ])('takes %s: a bundled image, a media library file or an https address', (value) => {
    expect(isImageRef(value, 300)).toBe(true);
  });

  it.each([
    '/media/../admin/secret.png',
    '/media/./x.png',
    '/uploads/cover.png',
    '/api/media/files/x.png',
    'javascript:alert(1)',
    'http://cdn.example.ly/cover.webp',
    '//cdn.example.ly/cover.webp',
  ])('refuses %s', (value) => {
    expect(isImageRef(value, 300)).toBe(false);
  });

  it('refuses a path longer than the field allows', () => {
    expect(isImageRef(`/media/${'a'.repeat(300)}.png`, 300)).toBe(false);
  });
});
