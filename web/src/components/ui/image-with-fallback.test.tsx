import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './image-with-fallback';

const SRC = '/media/0b6f6a52-4a1e-4a57-9a4f-5d6a2a1b9c01-v1-960.jpg';
const SRCSET = '/media/0b6f6a52-4a1e-4a57-9a4f-5d6a2a1b9c01-v1-480.webp 480w';

describe('ImageWithFallback', () => {
  it('passes a srcset on, and drops it with the source when the image fails', () => {
    render(
      <ImageWithFallback
        src={SRC}
        srcSet={SRCSET}
        sizes="100vw"
        alt="Cover"
        width={800}
        height={450}
        placeholder="blog"
      />,
    );
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('srcset')).toBe(SRCSET);
    expect(img.getAttribute('src')).toBe(SRC);

    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/placeholders/blog.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
