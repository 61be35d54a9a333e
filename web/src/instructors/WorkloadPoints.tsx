import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatNumber } from '../shared/records/formatting';
import type { WorkloadStatus } from './instructorTypes';
import { statusTextColor } from './statusColors';
import { WorkloadStatusChip } from './WorkloadStatusChip';

/** Points, or a muted "Not set" when there are none to show (required points nobody set). */
export function PointsText({ value, status }: { value: number | null | undefined; status?: WorkloadStatus }) {
  if (value === null || value === undefined) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        Not set
      </Typography>
    );
  }
  return (
    <Typography
      component="span"
      variant="body2"
      sx={(theme) => ({
        color: status ? statusTextColor(theme, status) : undefined,
        fontWeight: status === 'over' ? 600 : undefined,
      })}
    >
      {formatNumber(value)}
    </Typography>
  );
}

/** A row's points (required or assigned) in a list cell. */
export function PointsField({
  source,
}: {
  source: 'pointsRequired' | 'pointsAssigned' | 'teachingPoints' | 'adminPoints';
}) {
  const record = useRecordContext();
  if (!record) return null;
  return <PointsText value={record[source] as number | null} />;
}

/** The row's remaining points, coloured by its status and followed by the status in words. */
export function RemainingPointsField() {
  const record = useRecordContext();
  if (!record) return null;
  const status = record.workloadStatus as WorkloadStatus;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {record.pointsRemaining !== null && (
        <PointsText value={record.pointsRemaining as number} status={status} />
      )}
      <WorkloadStatusChip status={status} />
    </Box>
  );
}
