import { Alert, Box, Button, Chip, Slider, Stack, TextField, Typography } from '@mui/material';
import type { HistoryMark } from '@tams/domain';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ProcessingData } from '../shared/ProcessingData';
import { useTimeline } from './historyApi';
import {
  fromLocalInput,
  instantSeconds,
  instantWords,
  markKindLabels,
  stopAfterKey,
  timelineStops,
  toLocalInput,
} from './instants';

const markColors: Record<HistoryMark['kind'], 'success' | 'info' | 'warning' | 'secondary'> = {
  approval: 'success',
  advance: 'info',
  revert: 'warning',
  publication: 'secondary',
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The period's marks (approvals, step changes, publication) as labelled buttons that move the control there. */
function MarkLegend({ marks, onPick }: { marks: HistoryMark[]; onPick(at: string): void }) {
  if (marks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Approvals, step changes and publication"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {marks.map((mark) => (
        <li key={`${mark.kind}-${mark.at}-${mark.label}`}>
          <Chip
            size="small"
            variant="outlined"
            color={markColors[mark.kind]}
            label={`${markKindLabels[mark.kind]}: ${mark.label} · ${instantSeconds(mark.at)}`}
            onClick={() => onPick(mark.at)}
            sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </li>
      ))}
    </Box>
  );
}

/** Ticks above the slider where the marks are, coloured by kind (the legend names them). */
function MarkTicks({ marks, min, max }: { marks: HistoryMark[]; min: number; max: number }) {
  if (max <= min) return null;
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 10, mx: 1 }}>
      {marks.map((mark) => (
        <Box
          key={`${mark.kind}-${mark.at}-${mark.label}`}
          title={mark.label}
          sx={{
            position: 'absolute',
            left: `${((Date.parse(mark.at) - min) / (max - min)) * 100}%`,
            width: 3,
            height: 10,
            ml: '-1px',
            bgcolor: `${markColors[mark.kind]}.main`,
          }}
        />
      ))}
    </Box>
  );
}

/** An exact instant, typed (to the second, in the reader's time zone). */
function ExactInstant({ value, onPick }: { value: string | null; onPick(at: string): void }) {
  const [text, setText] = useState(value ? toLocalInput(value) : '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = fromLocalInput(text);
    if (!at) return setError('Enter a date and time.');
    if (Date.parse(at) > Date.now()) return setError('That is in the future: history ends now.');
    setError(undefined);
    onPick(at);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        type="datetime-local"
        size="small"
        label="Exact date and time"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        sx={{ minWidth: 220, flex: '1 1 220px' }}
      />
      <Button type="submit" variant="outlined">
        Show
      </Button>
    </Box>
  );
}

/**
 * The time control of a period (DESIGN §16): a slider that stops at every change of the period's plan
 * (arrow keys move change to change, Home and End to the first and last), the approvals, step changes and
 * publication marked and named in a legend, and an exact date and time. `onChange` follows the slider
 * after a short pause, so dragging does not load every instant on the way.
 */
export function TimeControl({
  periodId,
  value,
  onChange,
}: {
  periodId: string;
  value: string | null;
  onChange(asOf: string): void;
}) {
  const timeline = useTimeline(periodId);
  const stops = useMemo(() => (timeline.data ? timelineStops(timeline.data) : []), [timeline.data]);
  // where the slider is while the pause runs, for the instant it started from
  const [moving, setMoving] = useState<{ ms: number; from: string | null }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (timeline.isPending) return <ProcessingData />;
  if (timeline.isError)
    return (
      <Alert severity="error">Could not read the period&rsquo;s history: {timeline.error.message}</Alert>
    );
  const { marks, period, truncated } = timeline.data;
  const min = stops[0] ?? 0;
  const max = stops[stops.length - 1] ?? 0;
  const shown = moving && moving.from === value ? moving.ms : value ? Date.parse(value) : max;
  const pick = (at: string) => {
    clearTimeout(timer.current);
    onChange(at);
  };
  const move = (ms: number) => {
    setMoving({ ms, from: value });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(iso(ms)), 400);
  };
  return (
    <Stack spacing={1} data-testid="time-control" sx={{ minWidth: 0 }}>
      {stops.length === 0 ? (
        <Typography color="text.secondary">
          No change of {period.name}&rsquo;s plan is recorded yet.
        </Typography>
      ) : (
        <Box
          sx={{ px: 2, overflowX: 'clip' }}
          // before the slider's own keys: see stopAfterKey
          onKeyDownCapture={(event) => {
            const next = stopAfterKey(stops, shown, event.key);
            if (next === null) return;
            event.preventDefault();
            event.stopPropagation();
            move(next);
          }}
        >
          <MarkTicks marks={marks} min={min} max={max} />
          <Slider
            aria-label={`Instant of ${period.name} shown`}
            min={min}
            max={Math.max(max, min + 1)}
            step={null}
            marks={stops.map((stop) => ({ value: stop }))}
            value={Math.min(Math.max(shown, min), max)}
            onChange={(_event, next) => move(next as number)}
            onChangeCommitted={(_event, next) => pick(iso(next as number))}
            getAriaValueText={(ms) => instantWords(iso(ms))}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {instantSeconds(iso(min))}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
              {instantSeconds(iso(max))}
            </Typography>
          </Box>
          <Typography variant="body2" aria-live="polite">
            {value || moving ? `At ${instantSeconds(iso(shown))}` : 'Now'} ·{' '}
            {stops.length.toLocaleString('en-US')} changes{truncated ? ' (the newest)' : ''}
          </Typography>
        </Box>
      )}
      <MarkLegend marks={marks} onPick={pick} />
      <ExactInstant key={value ?? 'now'} value={value} onPick={pick} />
    </Stack>
  );
}
