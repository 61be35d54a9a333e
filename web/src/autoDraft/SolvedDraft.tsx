import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Confirm } from 'react-admin';
import type { AutoDraft, DraftResult } from './autoDraftApi';
import { DraftFigures, ObjectiveTable, solverSummary } from './DraftSummary';
import { NotDraftedInstructors, UncoveredSections } from './LeftOutLists';
import { ProposalList } from './ProposalList';
import type { ProposalStatus } from './ProposalItem';
import { useDraftDecisions } from './useDraftDecisions';
import { useProposalSelection } from './useProposalSelection';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A solved draft: its figures and objective, the proposals to accept (some or all) or discard, and what it
 * left out and why. `discarded` shows it without the actions.
 */
export function SolvedDraft({ draft, result }: { draft: AutoDraft; result: DraftResult }) {
  const accepted = useMemo(() => new Set(draft.accepted), [draft.accepted]);
  const selection = useProposalSelection(result.proposals, accepted);
  const decisions = useDraftDecisions(draft.id, selection.uncheck);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const discarded = draft.state === 'discarded';
  const statusOf = (SectionId: string): ProposalStatus => {
    if (accepted.has(SectionId)) return { kind: 'accepted' };
    const reason = decisions.refused.get(SectionId);
    return reason ? { kind: 'refused', reason } : { kind: 'open' };
  };
  const { open, selected } = selection;
  // MUI's buttons, not react-admin's: these keep their words at a phone's width
  const actions = discarded ? null : (
    <>
      <Button
        variant="contained"
        startIcon={<CheckIcon />}
        disabled={decisions.busy || selected.length === 0}
        onClick={() => void decisions.accept(selected)}
      >
        Accept selected ({selected.length})
      </Button>
      <Button
        variant="outlined"
        startIcon={<DoneAllIcon />}
        disabled={decisions.busy || open.length === 0}
        onClick={() => void decisions.accept()}
      >
        Accept all
      </Button>
      <Button
        color="error"
        startIcon={<DeleteOutlineIcon />}
        disabled={decisions.busy}
        onClick={() => setConfirmingDiscard(true)}
      >
        Discard
      </Button>
    </>
  );
  return (
    <>
      <Part title="Summary">
        <DraftFigures result={result} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {solverSummary(result)}
        </Typography>
      </Part>
      <Part title="Objective">
        <Box sx={{ overflowX: 'auto' }}>
          <ObjectiveTable result={result} />
        </Box>
      </Part>
      <Part title={`Proposed assignments (${result.proposals.length})`}>
        {open.length === 0 && result.proposals.length > 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Every proposal is accepted.
          </Typography>
        )}
        <ProposalList
          proposals={result.proposals}
          statusOf={statusOf}
          selection={selection}
          actions={actions}
        />
      </Part>
      <Part title={`Uncovered sections (${result.uncovered.length})`}>
        <UncoveredSections result={result} />
      </Part>
      <Part title={`Instructors not drafted (${result.notDrafted.length})`}>
        <NotDraftedInstructors result={result} />
      </Part>
      <Confirm
        isOpen={confirmingDiscard}
        loading={decisions.busy}
        title="Discard this draft?"
        content={
          <Typography>
            The proposals not accepted yet are dropped. Assignments already accepted from it stay.
          </Typography>
        }
        confirm="Discard"
        confirmColor="warning"
        onConfirm={() => void decisions.discard()}
        onClose={() => setConfirmingDiscard(false)}
      />
    </>
  );
}
