import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Box, Typography } from '@mui/material';
import { Button } from 'react-admin';
import type { CoverageScope } from './coverageScope';

/** No section to show: all covered (offer to show all), or the period has no sections yet. */
export function SectionAssignmentsEmpty({
  scope,
  periodName,
  onShowAll,
}: {
  scope: CoverageScope;
  periodName: string;
  onShowAll(): void;
}) {
  const allCovered = scope === 'needsCoverage';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <AssignmentTurnedInIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {allCovered ? `Every section of ${periodName} is covered` : `No sections in ${periodName} yet`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {allCovered
          ? 'No section lacks instructors or points. Show all sections to change an assignment.'
          : 'Sections appear here once they are added to the course offerings.'}
      </Typography>
      {allCovered && <Button label="Show all sections" variant="contained" onClick={onShowAll} />}
    </Box>
  );
}
