import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readableText';

describe('readableTextOn', () => {
  it('picks white on dark colours and black on light ones', () => {
    expect(readableTextOn('#0736a4')).toBe('#fff');
    expect(readableTextOn('#ffb74d')).toBe('#000');
  });

  it.each(['light', 'dark'] as const)('gives every badge colour of the %s palette AA contrast', (mode) => {
    const { palette } = createTheme({ palette: { mode } });
    for (const tone of ['success', 'warning', 'info', 'secondary', 'primary', 'error'] as const) {
      const background = palette[tone].main;
      expect(getContrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches 4.5:1 on any grey, including the worst case near 18% luminance', () => {
    for (let level = 0; level <= 255; level += 1) {
      const background = `rgb(${level}, ${level}, ${level})`;
      expect(getContrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
