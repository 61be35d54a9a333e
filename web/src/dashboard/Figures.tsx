import { Box, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';

export interface Figure {
  label: string;
  value: number | null;
  /** Shown instead of a null value. */
  empty?: string;
}

/** Labelled figures side by side, as a description list (each label names its value for screen readers). */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))', gap: 2, m: 0 }}
    >
      {figures.map(({ label, value, empty }) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value === null ? (empty ?? 'Not set') : formatNumber(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
