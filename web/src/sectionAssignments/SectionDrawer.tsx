import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Drawer, IconButton, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { type Identifier, type RaRecord, RecordContextProvider, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ExplainButton } from '../history/ExplainButton';
import { useAsOf } from '../history/useAsOf';
import { useAbility } from '../providers/useAbility';
import { CoverageChip } from '../sections/CoverageChip';
import { sectionTitleOf } from '../sections/sectionTitles';
import { ProcessingData } from '../shared/ProcessingData';
import { formatNumber } from '../shared/records/formatting';
import { canAssignIn } from '../teachingAssignments/canAssign';
import { TeachingAssignmentsPanel } from '../teachingAssignments/TeachingAssignmentsPanel';
import { SuggestedAssignees } from './SuggestedAssignees';

/**
 * The selected section beside the list: its points and coverage, its assignments and, for those who may
 * assign in it, the ranked suggestions. Read on its own, so live updates keep it current. Escape closes it
 * and returns focus to the row's button.
 */
export function SectionDrawer({ row, onClose }: { row: RaRecord | undefined; onClose(): void }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={row !== undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {row ? sectionTitleOf(row) : ''}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {row && <SectionDetails sectionId={row.id} />}
    </Drawer>
  );
}

function SectionDetails({ sectionId }: { sectionId: Identifier }) {
  const { ability } = useAbility();
  const showingPast = useAsOf().asOf !== null;
  const section = useGetOne('sections', { id: sectionId });
  if (section.isPending) return <ProcessingData />;
  if (section.isError) {
    return <Alert severity="error">Could not read the section: {section.error.message}</Alert>;
  }
  const record = section.data;
  const points = Number(record.points ?? 0);
  const assigned = Number(record.assignedPoints ?? 0);
  return (
    <RecordContextProvider value={record}>
      <Box sx={{ px: 2, pb: 2 }} data-testid="section-summary">
        <Typography variant="subtitle1" component="p">
          {String(record.name ?? '')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography>
            {formatNumber(assigned)} of {formatNumber(points)} points assigned
          </Typography>
          <CoverageChip />
          <ExplainButton
            target={{
              kind: 'section',
              sectionId: String(record.id),
              name: sectionTitleOf(record),
            }}
            label={`Explain the assigned points of ${sectionTitleOf(record)}`}
          />
        </Box>
        <Link
          component={RouterLink}
          to={`/sections/${String(record.id)}/show`}
          sx={{ mt: 1, display: 'inline-block' }}
        >
          Open the section&rsquo;s page
        </Link>
      </Box>
      <TeachingAssignmentsPanel section={record} assignAction={false} />
      {showingPast ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          This is the section as it was: assigning happens now, not in the past.
        </Typography>
      ) : canAssignIn(ability, record) ? (
        <SuggestedAssignees section={record} />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          Assigning instructors to this section needs the assign right in its workgroup.
        </Typography>
      )}
    </RecordContextProvider>
  );
}
