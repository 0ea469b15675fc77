import { type OgKind } from './og-url';

/** Open Graph's recommended size (Facebook, LinkedIn, X's large card). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The illustration each page type's card shows (paths under the public images folder). */
export const KIND_ILLUSTRATIONS: Record<OgKind, string> = {
  home: 'services/it-infrastructure.svg',
  about: 'projects/tripoli-municipal-data-centre.svg',
  services: 'services/networking.svg',
  projects: 'projects/sahara-petroleum-hybrid-cloud.svg',
  careers: 'services/software-development.svg',
  blog: 'blog/future-it-infrastructure-libya.svg',
  contact: 'services/support.svg',
  'client-brief': 'services/consulting.svg',
  legal: 'services/security-systems.svg',
  default: 'services/telecommunications.svg',
};

const svgDataUri = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString('base64')}`;

/**
 * A brand card: the site's navy gradient and teal band, the logo mark on the start side and the page's
 * illustration in a rounded frame. No text: resvg would need TTF fonts for it, and the page's title
 * travels in og:title anyway.
 */
export function cardSvg(mark: Buffer, illustration: Buffer): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12305a"/><stop offset="1" stop-color="#061328"/></linearGradient>
<radialGradient id="glow" cx=".2" cy=".5" r=".45"><stop offset="0" stop-color="#14b8a6" stop-opacity=".28"/><stop offset="1" stop-color="#14b8a6" stop-opacity="0"/></radialGradient>
<clipPath id="frame"><rect x="500" y="70" width="640" height="460" rx="28"/></clipPath>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
<image x="110" y="180" width="240" height="240" href="${svgDataUri(mark)}"/>
<g clip-path="url(#frame)"><image x="500" y="70" width="640" height="460" preserveAspectRatio="xMidYMid slice" href="${svgDataUri(illustration)}"/></g>
<rect x="500" y="70" width="640" height="460" rx="28" fill="none" stroke="#22d3ee" stroke-opacity=".35" stroke-width="2"/>
<rect y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="#14b8a6"/>
</svg>`;
}
