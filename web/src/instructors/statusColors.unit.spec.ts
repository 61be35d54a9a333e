import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { WorkloadStatus } from './instructorTypes';
import { statusChipColors, statusTextColor } from './statusColors';

const statuses: WorkloadStatus[] = ['over', 'under', 'met'];

describe('status colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    const theme = createTheme({
      palette: { mode, background: { paper: mode === 'dark' ? '#313131' : '#fff' } },
    });
    it(`keep status text at 4.5:1 on the ${mode} theme's backgrounds`, () => {
      for (const status of statuses) {
        const color = statusTextColor(theme, status);
        expect(getContrastRatio(color, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(color, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
      }
    });
    it(`keep a filled chip's label at 4.5:1 on the ${mode} theme`, () => {
      for (const palette of ['error', 'warning', 'success'] as const) {
        const { bgcolor, color } = statusChipColors(theme, palette);
        expect(getContrastRatio(color, bgcolor)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
