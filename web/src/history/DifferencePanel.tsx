import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { HistoryTimeline } from '@tams/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { DifferenceTable } from './DifferenceTable';
import { differenceUrl, useDifference } from './historyApi';
import { InstantChoice, type InstantChoiceValue } from './InstantChoice';
import { chosenInstant, differencePresets, instantShort } from './instants';
import { PointsMoves } from './PointsMoves';

interface Request {
  periodId: string;
  from: string;
  to: string;
}

function DifferenceResult({ request }: { request: Request }) {
  const { data, error, isPending, isFetching } = useDifference(request);
  if (isPending) return <LinearProgress aria-label="Comparing the two instants" />;
  if (error) return <Alert severity="error">Could not compare these instants: {error.message}</Alert>;
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {isFetching && <LinearProgress aria-label="Comparing the two instants" />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }}>
          {data.period.name}: from {instantShort(data.from)} to {instantShort(data.to)},{' '}
          {data.assignments.length.toLocaleString('en-US')} assignments differ
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          href={differenceUrl(request.periodId, request.from, request.to, 'csv')}
        >
          CSV
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          href={differenceUrl(request.periodId, request.from, request.to, 'xlsx')}
        >
          XLSX
        </Button>
      </Box>
      <DifferenceTable rows={data.assignments} />
      <PointsMoves title="Points moved per instructor" nameLabel="Instructor" rows={data.instructors} />
      <PointsMoves title="Points moved per workgroup" nameLabel="Workgroup" rows={data.workgroups} />
      <PointsMoves
        title="Required points that changed"
        nameLabel="Instructor"
        rows={data.requiredPoints ?? []}
        emptyText="Nobody's required points changed."
        last={{ label: 'Why', cell: (row) => row.why.join('; ') }}
      />
    </Stack>
  );
}

/**
 * The difference between two instants of a period: who changed which assignment, when and as whom, and
 * the points that moved per instructor and per workgroup, with CSV and XLSX downloads.
 */
export function DifferencePanel({ timeline }: { timeline: HistoryTimeline }) {
  const presets = useMemo(() => differencePresets(timeline, new Date()), [timeline]);
  const [from, setFrom] = useState<InstantChoiceValue>({ preset: 'lastMonday', exact: '' });
  const [to, setTo] = useState<InstantChoiceValue>({ preset: 'now', exact: '' });
  const [request, setRequest] = useState<Request>();
  const [error, setError] = useState<string>();
  const compare = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const [fromAt, toAt] = [chosenInstant(from, presets, now), chosenInstant(to, presets, now)];
    if (!fromAt || !toAt) return setError('Choose both instants, or enter their date and time.');
    if (Date.parse(fromAt) > Date.parse(toAt)) return setError('"From" must come before "To".');
    setError(undefined);
    setRequest({ periodId: timeline.period.id, from: fromAt, to: toAt });
  };
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        onSubmit={compare}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <InstantChoice label="From" presets={presets} value={from} onChange={setFrom} />
        <InstantChoice label="To" presets={presets} value={to} onChange={setTo} />
        <Button type="submit" variant="contained">
          Compare
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {request ? (
        <DifferenceResult request={request} />
      ) : (
        <Typography color="text.secondary">Choose two instants and compare them.</Typography>
      )}
    </Stack>
  );
}
