/** The default logo: white on the institution's colour (spec §1: "a teaching assignments management tool"). */
export function TamsLogo() {
  return (
    <svg
      width="180"
      height="48"
      viewBox="0 0 180 48"
      role="img"
      aria-label="TAMS, teaching assignments management tool"
    >
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round">
        <path d="M6 14 L24 6 L42 14 L24 22 Z" />
        <path d="M13 18 V28 C13 32 35 32 35 28 V18" />
      </g>
      <text
        x="52"
        y="26"
        fill="#fff"
        fontFamily="Roboto, Helvetica, Arial, sans-serif"
        fontSize="22"
        fontWeight="700"
      >
        TAMS
      </text>
      <text
        x="52"
        y="40"
        fill="#fff"
        fontFamily="Roboto, Helvetica, Arial, sans-serif"
        fontSize="8.5"
        textLength="128"
        lengthAdjust="spacingAndGlyphs"
      >
        Teaching Assignments Management
      </text>
    </svg>
  );
}
