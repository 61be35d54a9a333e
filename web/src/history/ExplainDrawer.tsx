import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ExplainedInstructor, ExplainedPart, ExplainedSection } from '@tams/domain';
import { useId } from 'react';
import { ProcessingData } from '../shared/ProcessingData';
import { formatNumber } from '../shared/records/formatting';
import { ChangeList } from './ChangeList';
import { type ExplainTarget, useExplanation } from './historyApi';
import { instantWords } from './instants';

const points = (value: number | null) => (value === null ? 'not set' : formatNumber(value));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

function Parts({ parts }: { parts: ExplainedPart[] }) {
  if (parts.length === 0)
    return <Typography color="text.secondary">No assignment makes up this number.</Typography>;
  return (
    <Stack
      component="ol"
      spacing={2}
      divider={<Divider />}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
      aria-label="Parts"
    >
      {parts.map((part) => (
        <li key={`${part.kind}-${part.id}`} data-testid="explained-part">
          <Typography variant="subtitle2" component="h4">
            {part.label} — {formatNumber(part.points)} points
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {part.kind === 'teaching' ? 'Teaching assignment' : 'Administrative assignment'}
            {part.instructor ? ` · ${part.instructor.name}` : ''}
          </Typography>
          <ChangeList changes={part.changes} label={`Changes of ${part.label}`} />
        </li>
      ))}
    </Stack>
  );
}

function InstructorExplanation({ data }: { data: ExplainedInstructor }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label="Required" value={points(data.required.points)} />
        <Figure label="Assigned" value={points(data.assigned)} />
        <Figure label="Remaining" value={points(data.remaining)} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          Required points
        </Typography>
        <Typography data-testid="required-rule">{data.required.rule}</Typography>
        <ChangeList changes={data.required.changes} label="Changes of the required points" />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Assigned points, part by part
        </Typography>
        <Parts parts={data.parts} />
      </Box>
    </Stack>
  );
}

function SectionExplanation({ data }: { data: ExplainedSection }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label="Points" value={formatNumber(data.points)} />
        <Figure label="Assigned" value={formatNumber(data.assignedPoints)} />
        <Figure label="Variance" value={formatNumber(data.variance)} />
        <Figure label="Coverage" value={data.coverageStatus} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Assigned points, part by part
        </Typography>
        <Parts parts={data.parts} />
      </Box>
    </Stack>
  );
}

function Explanation({ target, asOf }: { target: ExplainTarget; asOf: string | null }) {
  const { data, error, isPending } = useExplanation(target, asOf);
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">Could not explain these points: {error.message}</Alert>;
  return 'instructor' in data ? <InstructorExplanation data={data} /> : <SectionExplanation data={data} />;
}

/**
 * Explain a number (DESIGN §16): an instructor's required, assigned and remaining points, or a section's
 * assigned points and coverage, part by part, with the rule and the changes behind each, as of the page's
 * instant (or now).
 */
export function ExplainDrawer({
  target,
  asOf,
  onClose,
}: {
  target: ExplainTarget | undefined;
  asOf: string | null;
  onClose(): void;
}) {
  const titleId = useId();
  const about = target?.name ? ` of ${target.name}` : '';
  return (
    <Drawer
      anchor="right"
      open={target !== undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Explain the points{about}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {asOf ? `As of ${instantWords(asOf)}` : 'Now'}
        </Typography>
        {target && <Explanation target={target} asOf={asOf} />}
      </Box>
    </Drawer>
  );
}

export default ExplainDrawer;
