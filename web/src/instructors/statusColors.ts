import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { WorkloadStatus } from './instructorTypes';

import type { StatusPalette } from '../shared/chipColors';

export const statusPalettes: Record<WorkloadStatus, StatusPalette | null> = {
  over: 'error',
  under: 'warning',
  met: 'success',
  notSet: null,
};

/**
 * The colour moved towards the page's text colour until it reads at 4.5:1 (WCAG AA) on both backgrounds, with
 * a margin (5:1) for the rows tinted in their status's colour (effort overview's over and under rows).
 */
function readableOn(theme: Theme, color: string): string {
  const backgrounds = [theme.palette.background.default, theme.palette.background.paper];
  const dark = theme.palette.mode === 'dark';
  let readable = color;
  for (let step = 0; step < 8; step++) {
    if (Math.min(...backgrounds.map((background) => getContrastRatio(readable, background))) >= 5) break;
    readable = dark ? lighten(readable, 0.15) : darken(readable, 0.15);
  }
  return readable;
}

/** A status colour for text on the page (points over, under or met): the palette's, made readable. */
export function statusTextColor(theme: Theme, status: WorkloadStatus): string {
  const palette = statusPalettes[status];
  return palette ? readableOn(theme, theme.palette[palette].main) : theme.palette.text.secondary;
}

export { statusChipColors } from '../shared/chipColors';
