import SubmittedIcon from '@mui/icons-material/CheckCircleOutline';
import DraftIcon from '@mui/icons-material/EditNote';
import ReopenedIcon from '@mui/icons-material/LockOpen';
import NotStartedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { type StatusPalette, statusChipColors } from '../shared/chipColors';
import type { PreferenceStatus } from './preferenceTypes';

const looks: Record<PreferenceStatus, { label: string; palette: StatusPalette | null; icon: ReactElement }> =
  {
    notStarted: { label: 'Not started', palette: null, icon: <NotStartedIcon aria-hidden /> },
    draft: { label: 'Draft', palette: 'info', icon: <DraftIcon aria-hidden /> },
    submitted: { label: 'Submitted', palette: 'success', icon: <SubmittedIcon aria-hidden /> },
    reopened: { label: 'Reopened', palette: 'warning', icon: <ReopenedIcon aria-hidden /> },
  };

export const preferenceStatusLabel = (status: PreferenceStatus) => looks[status]?.label ?? status;

export const preferenceStatusChoices = (Object.keys(looks) as PreferenceStatus[]).map((id) => ({
  id,
  name: looks[id].label,
}));

/** Not started / Draft / Submitted / Reopened: an icon and a word, the colour only adds to them. */
export function PreferenceStatusChip({ status }: { status: PreferenceStatus }) {
  const look = looks[status] ?? looks.notStarted;
  return (
    <Chip
      size="small"
      icon={look.icon}
      label={look.label}
      variant={look.palette ? 'filled' : 'outlined'}
      sx={(theme) => (look.palette ? statusChipColors(theme, look.palette) : {})}
      data-status={status}
    />
  );
}

/** The status of the row in context (lists). */
export function PreferenceStatusField() {
  const record = useRecordContext();
  return record ? <PreferenceStatusChip status={record.status as PreferenceStatus} /> : null;
}
