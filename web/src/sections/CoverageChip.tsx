import { Chip, type ChipProps } from '@mui/material';
import type { CoverageStatus } from '@tams/domain';
import { useRecordContext } from 'react-admin';
import { humanize } from '../shared/records/formatting';

const colors: Record<CoverageStatus, ChipProps['color']> = {
  uncovered: 'error',
  partial: 'warning',
  covered: 'success',
  over: 'info',
};

/** A section's coverage (DESIGN §11) as a coloured chip: Uncovered, Partial, Covered, Over. */
export function CoverageChip() {
  const record = useRecordContext();
  const status = record?.coverageStatus as CoverageStatus | undefined;
  if (!status) return null;
  return <Chip label={humanize(status)} color={colors[status] ?? 'default'} size="small" />;
}
