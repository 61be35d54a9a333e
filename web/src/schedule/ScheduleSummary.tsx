import WarningIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Typography } from '@mui/material';
import type { ScheduleAnswer } from './scheduleTypes';
import { conflictPairCount } from './weekLayout';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Above the grid: how many meetings are shown, how many room conflicts they hold, and any truncation. */
export function ScheduleSummary({ answer, termName }: { answer: ScheduleAnswer; termName: string }) {
  const conflicts = conflictPairCount(answer.meetings);
  return (
    <Box role="status" sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography color="text.secondary">
        {plural(answer.meetings.length, 'meeting', 'meetings')} in {termName}
      </Typography>
      {conflicts > 0 ? (
        <Alert severity="error" icon={<WarningIcon />} role="none">
          <strong>{plural(conflicts, 'room conflict', 'room conflicts')}</strong>: meetings that double-book a
          room have a red outline and a warning sign. Hover over or focus one to see what it clashes with.
        </Alert>
      ) : (
        answer.meetings.length > 0 && <Typography color="text.secondary">No room conflicts</Typography>
      )}
      {answer.truncated && (
        <Alert severity="warning" role="none">
          Only the first {answer.meetings.length} meetings are shown. Filter by workgroup, location or
          instructor to see the rest.
        </Alert>
      )}
    </Box>
  );
}
