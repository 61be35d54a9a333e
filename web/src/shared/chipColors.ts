import { getContrastRatio, type Theme } from '@mui/material/styles';

export type StatusPalette = 'error' | 'warning' | 'success' | 'info';

/** A filled chip's background and the text colour (white or near-black) that reads on it at 4.5:1. */
export function statusChipColors(theme: Theme, palette: StatusPalette) {
  const background = theme.palette[palette].main;
  const text = getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  return { bgcolor: background, color: text, '& .MuiChip-icon': { color: 'inherit' } };
}
