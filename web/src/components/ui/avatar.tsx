import { AVATAR_PLACEHOLDER } from '@madar/shared';
import { useState } from 'react';
import { initials } from '@/lib/initials';
import './avatar.css';

interface Props {
  /** The name as the page's language spells it: its initials stand in for a missing photo. */
  name: string;
  /** The person's photo; the avatar placeholder (or nothing) means there is none. */
  src: string | null | undefined;
  size: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A person's round picture: their photo, or the initials of their name in the page's language when they
 * have none or it fails to load (an Arabic page shows "ي و" for يوسف الورفلي, an English one "YW").
 * Decorative: the name is always written beside it.
 */
export function Avatar({ name, src, size, className, loading = 'lazy' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = src && src !== AVATAR_PLACEHOLDER && failedSrc !== src ? src : undefined;
  const classes = (kind: string) => [`avatar avatar--${kind}`, className].filter(Boolean).join(' ');

  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        className={classes('photo')}
        onError={() => setFailedSrc(photo)}
      />
    );
  }
  return (
    <span
      className={classes('initials')}
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.36) }}
    >
      {initials(name)}
    </span>
  );
}
