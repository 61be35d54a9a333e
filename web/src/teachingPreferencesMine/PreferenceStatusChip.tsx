import SubmittedIcon from '@mui/icons-material/CheckCircleOutline';
import DraftIcon from '@mui/icons-material/EditNote';
import ReopenedIcon from '@mui/icons-material/LockOpen';
import NotStartedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useRecordContext } from 'react-admin';
import { StatusChip, type StatusLook } from '../shared/StatusChip';
import type { PreferenceStatus } from './preferenceTypes';

const looks: Record<PreferenceStatus, StatusLook> = {
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
  return <StatusChip look={look} data-status={status} />;
}

/** The status of the row in context (lists). */
export function PreferenceStatusField() {
  const record = useRecordContext();
  return record ? <PreferenceStatusChip status={record.status as PreferenceStatus} /> : null;
}
