import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** No meeting to show: either the filters leave none (offer to clear them) or the term has none yet. */
export function ScheduleEmpty({
  termName,
  filtered,
  onClear,
}: {
  termName: string;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <EventBusyIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? `No meetings in ${termName} match these filters` : `No meetings in ${termName} yet`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {filtered
          ? 'Clear the filters to see the whole term.'
          : "A section's meeting (days, times and location) is set on the section's page."}
      </Typography>
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <Button variant="contained" component={Link} to="/sections">
          Sections Offered
        </Button>
      )}
    </Box>
  );
}
