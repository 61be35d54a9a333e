import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Marks the period the whole system works in by default; the others get `inactiveLabel`, if any. */
export function SystemActiveChip({ inactiveLabel }: { inactiveLabel?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  if (!record.isSystemActive)
    return inactiveLabel ? <Chip label={inactiveLabel} size="small" variant="outlined" /> : null;
  return <Chip label="System Active" color="success" size="small" data-testid="system-active-chip" />;
}
