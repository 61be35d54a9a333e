import { Typography } from '@mui/material';
import { DashboardCard } from './DashboardCard';
import type { DashboardData } from './dashboardTypes';
import { Figures } from './Figures';
import { permissionLabelOf } from '../workgroups/permissionChoices';

/** A faculty member's own points for the period and their workgroups. */
export function MyWorkloadCard({ mine }: { mine: NonNullable<DashboardData['mine']> }) {
  return (
    <DashboardCard title="My workload">
      <Figures
        figures={[
          { label: 'Required', value: mine.pointsRequired },
          { label: 'Assigned', value: mine.pointsAssigned },
          { label: 'Remaining', value: mine.pointsRemaining },
        ]}
      />
      {!mine.published && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="not-published">
          Your teaching assignments count here once this period is published to faculty; until then Assigned
          shows your admin assignments, as My Workload does.
        </Typography>
      )}
      {mine.pointsRequired === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          No required points are set for you in this period yet.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {mine.workgroups.length === 0
          ? 'You are not a member of any workgroup.'
          : `Workgroups: ${mine.workgroups
              .map((w) => `${w.name} (${permissionLabelOf(w.permission)})`)
              .join(', ')}`}
      </Typography>
    </DashboardCard>
  );
}
