import { Chip, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';
import { type StatusPalette, statusChipColors } from './chipColors';

/** How a status shows: a word and an icon (never colour alone); no palette = an outlined, muted chip. */
export interface StatusLook {
  label: string;
  palette: StatusPalette | null;
  icon: ReactElement;
}

/** A small status chip (preference status, approval, alignment) from its look. */
export function StatusChip({ look, ...props }: { look: StatusLook } & Omit<ChipProps, 'label' | 'icon'>) {
  return (
    <Chip
      size="small"
      icon={look.icon}
      label={look.label}
      variant={look.palette ? 'filled' : 'outlined'}
      sx={(theme) => (look.palette ? statusChipColors(theme, look.palette) : {})}
      {...props}
    />
  );
}
