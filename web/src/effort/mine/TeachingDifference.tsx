import { Box } from '@mui/material';
import { statusTextColor } from '../../instructors/statusColors';
import { workloadStatusLooks } from '../../instructors/WorkloadStatusChip';
import { differenceText, type TeachingStatus } from './teachingWords';

/** Assigned minus required points as words ("2 points over") with the status icon: never colour alone. */
export function TeachingDifference({
  difference,
  status,
}: {
  difference: number | null | undefined;
  status: TeachingStatus;
}) {
  const look = workloadStatusLooks[status] ?? workloadStatusLooks.notSet;
  return (
    <Box
      component="span"
      data-status={status}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        whiteSpace: 'nowrap',
        color: statusTextColor(theme, status),
        fontWeight: status === 'over' ? 600 : undefined,
        '& svg': { fontSize: '1rem' },
      })}
    >
      {look.icon}
      {differenceText(difference, status)}
    </Box>
  );
}
