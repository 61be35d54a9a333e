import { Alert, Box, Card, CardContent, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ProcessingData } from '../shared/ProcessingData';
import { usePeriods, useWorkingPeriod } from '../workingPeriod/periodQueries';
import { pathAsOf } from './asOf';
import { DifferencePanel } from './DifferencePanel';
import { useTimeline } from './historyApi';
import { instantWords } from './instants';
import { TimeControl } from './TimeControl';
import { useAsOf } from './useAsOf';

const pagesAsOf = [
  { label: 'Section Assignments', path: '/sectionAssignments' },
  { label: 'Sections Offered', path: '/sections' },
  { label: 'Instructors', path: '/instructors' },
  { label: 'Dashboard', path: '/' },
];

function PeriodPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const periods = usePeriods(true);
  return (
    <TextField
      select
      size="small"
      label="Academic period"
      value={periods.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      {(periods.data ?? []).map((period) => (
        <MenuItem key={period.id} value={String(period.id)}>
          {period.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function InstantSection({ periodId, isWorking }: { periodId: string; isWorking: boolean }) {
  const { asOf, setAsOf } = useAsOf();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          The plan at an instant
        </Typography>
        <TimeControl periodId={periodId} value={asOf} onChange={(at) => setAsOf(at, true)} />
        <Typography sx={{ mt: 2 }} data-testid="history-instant">
          {asOf
            ? `Chosen: ${instantWords(asOf)}`
            : 'Move the control, or enter a date and time, to choose an instant.'}
        </Typography>
        {asOf && (
          <Box component="ul" sx={{ pl: 2, mb: 0 }}>
            {pagesAsOf.map((page) => (
              <li key={page.path}>
                <Link component={RouterLink} to={pathAsOf(page.path, asOf)}>
                  Open {page.label} as of this instant
                </Link>
              </li>
            ))}
          </Box>
        )}
        {asOf && !isWorking && (
          <Typography variant="body2" color="text.secondary">
            These pages show your working academic period.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function DifferenceSection({ periodId }: { periodId: string }) {
  const timeline = useTimeline(periodId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Difference between two instants
        </Typography>
        {timeline.isPending ? (
          <ProcessingData />
        ) : timeline.isError ? (
          <Alert severity="error">Could not read the period&rsquo;s history: {timeline.error.message}</Alert>
        ) : (
          <DifferencePanel key={periodId} timeline={timeline.data} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * History (DESIGN §16, for History readers): a period's plan at any instant (the time control, and its
 * pages opened as of that instant), and the difference between two instants: who changed what, when.
 */
export function HistoryPage() {
  const working = useWorkingPeriod();
  const [search, setSearch] = useSearchParams();
  const periodId = search.get('periodId') ?? working.data?.id;
  const choosePeriod = (id: string) =>
    setSearch((params) => {
      params.set('periodId', id);
      params.delete('asOf');
      return params;
    });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="History" />
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          History
        </Typography>
        {working.isPending ? (
          <ProcessingData />
        ) : !periodId ? (
          <Alert severity="info">There is no academic period yet.</Alert>
        ) : (
          <>
            <PeriodPicker value={periodId} onChange={choosePeriod} />
            <InstantSection periodId={periodId} isWorking={periodId === working.data?.id} />
            <DifferenceSection periodId={periodId} />
          </>
        )}
      </Stack>
    </Box>
  );
}

export default HistoryPage;
