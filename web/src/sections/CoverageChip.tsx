import { Chip } from '@mui/material';
import type { CoverageStatus } from '@tams/domain';
import { useRecordContext } from 'react-admin';
import { type StatusPalette, statusChipColors } from '../shared/chipColors';
import { humanize } from '../shared/records/formatting';

const colors: Record<CoverageStatus, StatusPalette> = {
  uncovered: 'error',
  partial: 'warning',
  covered: 'success',
  over: 'info',
};

/**
 * A section's coverage (DESIGN §11) as a coloured chip: Uncovered, Partial, Covered, Over, its text white
 * or near-black, whichever reads on the colour (the small red chip failed contrast in the dark theme).
 */
export function CoverageChip() {
  const record = useRecordContext();
  const status = record?.coverageStatus as CoverageStatus | undefined;
  if (!status) return null;
  return (
    <Chip label={humanize(status)} size="small" sx={(theme) => statusChipColors(theme, colors[status])} />
  );
}
