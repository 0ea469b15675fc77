import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icon';

/**
 * One glyph per service icon name (docs/product.md#services; Font Awesome names), with a generic fallback.
 */
const paths: Record<string, ReactNode> = {
  server: (
    <>
      <rect x="3.5" y="4" width="17" height="7" rx="1.5" />
      <rect x="3.5" y="13" width="17" height="7" rx="1.5" />
      <path d="M7 7.5h.01M7 16.5h.01M11 7.5h6M11 16.5h6" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
      <path d="M3.5 8.5a6 6 0 0 1 0 7M20.5 8.5a6 6 0 0 1 0 7" />
    </>
  ),
  'network-wired': (
    <>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="2.5" y="16" width="6" height="5" rx="1" />
      <rect x="15.5" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M5.5 16v-4h13v4" />
    </>
  ),
  'shield-alt': (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6z" />
      <path d="M12 3v18" />
    </>
  ),
  code: <path d="M8.5 7L3.5 12l5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />,
  comments: (
    <>
      <path d="M3.5 5.5A1.5 1.5 0 0 1 5 4h9a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 14 13H8.5L5 16v-3a1.5 1.5 0 0 1-1.5-1.5z" />
      <path d="M18 8.5h1a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 19 17.5V20l-3-2.5h-4.5A1.5 1.5 0 0 1 10 16v-.5" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.1-1.8 2-4 2h-2" />
    </>
  ),
};

const fallback = (
  <>
    <circle cx="12" cy="12" r="3" />
    <ellipse cx="12" cy="12" rx="9.5" ry="4.5" transform="rotate(-30 12 12)" />
  </>
);

export function ServiceIcon({ name, ...props }: IconProps & { name: string }) {
  return (
    <Icon data-icon={paths[name] ? name : 'fallback'} {...props}>
      {paths[name] ?? fallback}
    </Icon>
  );
}
