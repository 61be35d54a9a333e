import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Typography } from '@mui/material';
import { ScheduleList } from './ScheduleList';
import type { ScheduleFilterValues, ScheduleMeeting } from './scheduleTypes';
import { PrintStyles } from '../reports/print/PrintStyles';

/** "Workgroup: Biology · Location: B12 (Lecture hall)", or nothing when the whole term is shown. */
function filtersLine(values: ScheduleFilterValues) {
  const location = values.location;
  return [
    values.workgroup && `Workgroup: ${values.workgroup.name}`,
    location && `Location: ${location.code}${location.description ? ` (${location.description})` : ''}`,
    values.instructor && `Instructor: ${values.instructor.name}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The print layout: the term's meetings under the filters as a list grouped by day. Printed without the
 * top bar, the menu and the buttons (PrintStyles); on screen with a way back.
 */
export function SchedulePrint({
  meetings,
  termName,
  values,
  onBack,
}: {
  meetings: ScheduleMeeting[];
  termName: string;
  values: ScheduleFilterValues;
  onBack: () => void;
}) {
  const filters = filtersLine(values);
  return (
    <Box>
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back to the schedule
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Typography variant="h5" component="p">
        {termName}: {meetings.length === 1 ? '1 meeting' : `${meetings.length} meetings`}
      </Typography>
      {filters && <Typography color="text.secondary">{filters}</Typography>}
      <Box sx={{ mt: 2 }}>
        <ScheduleList meetings={meetings} label={`Schedule of ${termName} by day`} groupByDay />
      </Box>
    </Box>
  );
}
