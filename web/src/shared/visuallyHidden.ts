/**
 * Styles (sx) that hide text on screen and keep it for screen readers (the "sr-only" pattern). Lengths in
 * px strings: MUI's sx reads a bare 1 as 100%, which made the hidden text as wide as its container and
 * pages twice their window's width.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
