import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { usePeriods, useWorkingPeriod } from '../workingPeriod/periodQueries';
import type { CloneRequest } from './cloningApi';
import { defaultPeriods, type PeriodOption } from './defaultPeriods';

interface Choice {
  source?: string;
  target?: string;
  includeMeetings: boolean;
}

function PeriodSelect(props: {
  label: string;
  value: string | undefined;
  periods: readonly PeriodOption[];
  error?: string;
  onChange(id: string): void;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      error={!!props.error}
      helperText={props.error ?? ' '}
      sx={{ minWidth: 260 }}
    >
      {props.periods.map((period) => (
        <MenuItem key={period.id} value={period.id}>
          {period.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Which period into which (by default the working period into the next one), whether meetings come
 * along, and a confirmation naming both before anything starts.
 */
export function CloneForm({
  busy,
  onClone,
}: {
  busy: boolean;
  onClone(request: CloneRequest): Promise<void>;
}) {
  const { data: periods = [], isPending } = usePeriods(true);
  const { data: working } = useWorkingPeriod();
  const [choice, setChoice] = useState<Choice>({ includeMeetings: false });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const notify = useNotify();
  const options = periods as unknown as PeriodOption[];
  const defaults = useMemo(() => defaultPeriods(options, working?.id), [options, working?.id]);
  const source = choice.source ?? defaults.source;
  const target = choice.target ?? defaults.target;
  const nameOf = (id: string | undefined) => options.find((period) => period.id === id)?.name ?? '';
  const sameError = source && source === target ? 'Choose another period than the source' : undefined;

  const clone = async () => {
    if (!source || !target) return;
    setSending(true);
    try {
      await onClone({
        sourceAcademicPeriodId: source,
        targetAcademicPeriodId: target,
        includeMeetings: choice.includeMeetings,
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  if (isPending) return <ProcessingData />;
  if (options.length < 2)
    return <Typography>Cloning needs two academic periods: create the one to clone into first.</Typography>;
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PeriodSelect
          label="Source period"
          value={source}
          periods={options}
          onChange={(id) => setChoice({ ...choice, source: id })}
        />
        <PeriodSelect
          label="Target period"
          value={target}
          periods={options}
          error={sameError}
          onChange={(id) => setChoice({ ...choice, target: id })}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={choice.includeMeetings}
            onChange={(event) => setChoice({ ...choice, includeMeetings: event.target.checked })}
          />
        }
        label="Include meetings"
      />
      <Box sx={{ mt: 1 }}>
        <Button
          label="Clone…"
          variant="contained"
          disabled={busy || !source || !target || !!sameError}
          onClick={() => setConfirming(true)}
        >
          <ContentCopyIcon />
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={sending}
        title={`Clone ${nameOf(source)} into ${nameOf(target)}?`}
        content={
          <Typography>
            The course offerings and sections of {nameOf(source)} are copied into {nameOf(target)}
            {choice.includeMeetings ? ', with their meetings' : ', without meetings'}. Records that{' '}
            {nameOf(target)} already has are kept as they are and skipped.
          </Typography>
        }
        confirm="Clone"
        onConfirm={() => void clone()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
