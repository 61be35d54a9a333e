import { getContrastRatio } from '@mui/material/styles';

/**
 * Black or white, whichever contrasts more with `background`: the better of the two is always at least
 * 4.58:1, so a badge passes WCAG AA (axe's color-contrast) on any theme colour, light or dark.
 */
export const readableTextOn = (background: string): string =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
