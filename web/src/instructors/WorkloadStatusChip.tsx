import OverIcon from '@mui/icons-material/ArrowUpward';
import MetIcon from '@mui/icons-material/CheckCircleOutline';
import UnderIcon from '@mui/icons-material/ArrowDownward';
import NotSetIcon from '@mui/icons-material/RemoveCircleOutline';
import { Chip, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import type { WorkloadStatus } from './instructorTypes';
import { statusChipColors, statusPalettes } from './statusColors';

interface StatusLook {
  label: string;
  color: ChipProps['color'];
  icon: ReactElement;
}

/** Over: error, under: warning, met: success, not set: muted; each with an icon and a word, never colour alone. */
export const workloadStatusLooks: Record<WorkloadStatus, StatusLook> = {
  over: { label: 'Over', color: 'error', icon: <OverIcon aria-hidden /> },
  under: { label: 'Under', color: 'warning', icon: <UnderIcon aria-hidden /> },
  met: { label: 'Met', color: 'success', icon: <MetIcon aria-hidden /> },
  notSet: { label: 'Not set', color: 'default', icon: <NotSetIcon aria-hidden /> },
};

export const workloadStatusChoices = (Object.keys(workloadStatusLooks) as WorkloadStatus[]).map((id) => ({
  id,
  name: workloadStatusLooks[id].label,
}));

/** A workload status as a small chip: "Over", "Under", "Met" or "Not set". */
export function WorkloadStatusChip({ status }: { status: WorkloadStatus | null | undefined }) {
  const look = workloadStatusLooks[status ?? 'notSet'] ?? workloadStatusLooks.notSet;
  return (
    <Chip
      size="small"
      variant={status === 'notSet' ? 'outlined' : 'filled'}
      color={look.color}
      icon={look.icon}
      sx={(theme) => {
        const palette = statusPalettes[status ?? 'notSet'];
        return palette ? statusChipColors(theme, palette) : {};
      }}
      label={look.label}
      data-status={status ?? 'notSet'}
    />
  );
}

/** The status of the row in context (lists). */
export function WorkloadStatusField() {
  const record = useRecordContext();
  return <WorkloadStatusChip status={record?.workloadStatus as WorkloadStatus | undefined} />;
}
