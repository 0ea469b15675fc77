/**
 * A drawn map-like placeholder (blocks, streets, coastline and a pin) in the site's palette: no external
 * map service is loaded. `variant` shifts the street pattern so the two offices do not look identical.
 */
export function OfficeMap({ label, variant }: { label: string; variant: 0 | 1 }) {
  const shift = variant === 0 ? 0 : 40;
  return (
    <svg className="office-map" viewBox="0 0 400 220" role="img" aria-label={label} focusable="false">
      <rect width="400" height="220" className="office-map__ground" />
      <path
        d={`M0 ${40 + shift / 4} C 90 ${20 + shift / 2}, 160 ${60 - shift / 4}, 400 ${25 + shift / 3} L400 0 L0 0 Z`}
        className="office-map__sea"
      />
      <g className="office-map__blocks">
        <rect x={30 + shift} y="80" width="70" height="45" rx="6" />
        <rect x={120 + shift / 2} y="70" width="90" height="55" rx="6" />
        <rect x="240" y={85 - shift / 4} width="60" height="40" rx="6" />
        <rect x="320" y="75" width="60" height="60" rx="6" />
        <rect x="40" y="150" width="80" height="50" rx="6" />
        <rect x={150 - shift / 2} y="150" width="70" height="50" rx="6" />
        <rect x="250" y="150" width="110" height="50" rx="6" />
      </g>
      <g className="office-map__streets">
        <path d="M0 138 H400" />
        <path d={`M${225 - shift / 3} 60 V220`} />
      </g>
      <path
        d={`M10 ${205 - shift / 2} Q 120 ${110 + shift}, 220 140 T 395 ${90 + shift / 2}`}
        className="office-map__route"
      />
      <g transform={`translate(${200 - shift / 2} 72)`}>
        <ellipse cx="0" cy="66" rx="16" ry="5" className="office-map__shadow" />
        <path
          d="M0 64 C -22 36 -26 26 -26 16 A 26 26 0 0 1 26 16 C 26 26 22 36 0 64 Z"
          className="office-map__pin"
        />
        <circle cx="0" cy="16" r="9" className="office-map__pin-dot" />
      </g>
    </svg>
  );
}
