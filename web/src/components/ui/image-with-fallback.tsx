import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_KINDS = ['service', 'project', 'avatar', 'blog', 'logo', 'general'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

export const placeholderSrc = (kind: PlaceholderKind): string => `/images/placeholders/${kind}.svg`;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  placeholder?: PlaceholderKind;
};

/**
 * An image that swaps to its kind's placeholder when missing or when loading fails (docs/product.md#content).
 * Width and height are required so the layout does not shift while it loads.
 */
export function ImageWithFallback({
  src,
  srcSet,
  placeholder = 'general',
  loading = 'lazy',
  ...rest
}: Props) {
  const fallback = placeholderSrc(placeholder);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;

  return (
    <img
      {...rest}
      src={showFallback ? fallback : src}
      // The browser picks from srcSet before src: the placeholder must come without it.
      srcSet={showFallback ? undefined : srcSet}
      loading={loading}
      decoding="async"
      data-fallback={showFallback ? 'true' : undefined}
      onError={() => {
        // Only the original can fail over; a failing placeholder must not loop.
        if (!showFallback && src) setFailedSrc(src);
      }}
    />
  );
}
