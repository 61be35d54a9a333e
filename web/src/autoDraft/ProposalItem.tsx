import { Box, Checkbox, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { formatNumber } from '../shared/records/formatting';
import type { DraftProposal } from './autoDraftApi';

export type ProposalStatus = { kind: 'open' } | { kind: 'accepted' } | { kind: 'refused'; reason: string };

/** The reason that states the load after ("51 of 54 points after"): shown in its own column, not twice. */
const loadReason = /points after( \(over\))?$/;

/** The load after the proposal in the draft's words (its "(over)" is the chip), else in ours. */
function loadAfter({ reasons, pointsAfter, pointsRequired }: DraftProposal) {
  const stated = reasons.find((reason) => loadReason.test(reason));
  if (stated) return stated.replace(/ \(over\)$/, '');
  return pointsRequired === null
    ? `${formatNumber(pointsAfter)} points after (none required)`
    : `${formatNumber(pointsAfter)} of ${formatNumber(pointsRequired)} points after`;
}

/**
 * One proposed assignment as a row on wide screens and a card on a phone: the section and instructor, the
 * share, why (the reasons), the instructor's load after it (over flagged), and its checkbox, or Accepted.
 */
export function ProposalItem({
  proposal,
  status,
  checked,
  onCheck,
}: {
  proposal: DraftProposal;
  status: ProposalStatus;
  checked: boolean;
  onCheck(checked: boolean): void;
}) {
  const titleId = useId();
  const accepted = status.kind === 'accepted';
  const name = `${proposal.sectionLabel}: ${proposal.instructorName}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-status={status.kind}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'auto 1fr',
          md: 'auto minmax(180px, 1.2fr) minmax(220px, 2fr) minmax(150px, 1fr)',
        },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'start',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: accepted ? 'action.hover' : 'background.paper',
      }}
    >
      <Checkbox
        checked={!accepted && checked}
        disabled={accepted}
        onChange={(event) => onCheck(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
        sx={{ gridRow: { xs: 'span 3', md: 'auto' }, mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 'bold', lineHeight: 1.4 }}
        >
          {proposal.sectionLabel}
          <Box component="span" sx={{ fontWeight: 'normal' }}>
            {' \u2192 '}
            {proposal.instructorName}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatNumber(proposal.points)} {proposal.points === 1 ? 'point' : 'points'}
        </Typography>
        {accepted && <Chip label="Accepted" color="success" size="small" sx={{ mt: 0.5 }} />}
      </Box>
      <Box
        component="ul"
        aria-label={`Reasons for ${name}`}
        sx={{ m: 0, pl: 2.5, gridColumn: { xs: 2, md: 'auto' } }}
      >
        {proposal.reasons
          .filter((reason) => !loadReason.test(reason))
          .map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
      </Box>
      <Box sx={{ gridColumn: { xs: 2, md: 'auto' } }}>
        <Typography variant="body2">{loadAfter(proposal)}</Typography>
        {proposal.over && <Chip label="Over required points" color="warning" size="small" sx={{ mt: 0.5 }} />}
      </Box>
      {status.kind === 'refused' && (
        <Typography role="note" variant="body2" color="error" sx={{ gridColumn: { xs: 2, md: '2 / -1' } }}>
          Refused: {status.reason}
        </Typography>
      )}
    </Box>
  );
}
