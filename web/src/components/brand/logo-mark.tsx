/** The Madar mark: a core with a tilted orbit ("madar" means orbit) and a satellite on it. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <circle cx="20" cy="20" r="9" className="logo-mark__core" />
      <ellipse
        cx="20"
        cy="20"
        rx="17.5"
        ry="8"
        transform="rotate(-28 20 20)"
        fill="none"
        strokeWidth="2.4"
        className="logo-mark__orbit"
      />
      <circle cx="34.4" cy="11.6" r="3.4" className="logo-mark__satellite" />
    </svg>
  );
}
