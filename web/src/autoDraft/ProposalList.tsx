import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { DraftProposal } from './autoDraftApi';
import { ProposalItem, type ProposalStatus } from './ProposalItem';
import type { useProposalSelection } from './useProposalSelection';

/** The proposed assignments with a checkbox each and one to check them all; `actions` beside it. */
export function ProposalList({
  proposals,
  statusOf,
  selection,
  actions,
}: {
  proposals: readonly DraftProposal[];
  statusOf(SectionId: string): ProposalStatus;
  selection: ReturnType<typeof useProposalSelection>;
  actions: ReactNode;
}) {
  if (proposals.length === 0) {
    return (
      <Typography color="text.secondary">
        The draft proposes no assignment: see below why each section stays uncovered.
      </Typography>
    );
  }
  const { open, selected } = selection;
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <FormControlLabel
          label={`Select all (${selected.length} of ${open.length})`}
          disabled={open.length === 0}
          control={
            <Checkbox
              checked={open.length > 0 && selected.length === open.length}
              indeterminate={selected.length > 0 && selected.length < open.length}
              onChange={(event) => selection.toggleAll(event.target.checked)}
            />
          }
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
      </Stack>
      <Stack
        component="ul"
        aria-label="Proposed assignments"
        spacing={1}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {proposals.map((proposal) => (
          <ProposalItem
            key={proposal.SectionId}
            proposal={proposal}
            status={statusOf(proposal.SectionId)}
            checked={selection.isSelected(proposal.SectionId)}
            onCheck={(checked) => selection.toggle(proposal.SectionId, checked)}
          />
        ))}
      </Stack>
    </>
  );
}
