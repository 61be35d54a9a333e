import { Typography } from '@mui/material';
import { DashboardCard } from './DashboardCard';
import type { DashboardData } from './dashboardTypes';
import { Figures } from './Figures';
import { formatNumber } from '../shared/records/formatting';

/** How many of the period's sections are uncovered, partly covered, covered or over-covered. */
export function CoverageCard({ coverage }: { coverage: NonNullable<DashboardData['coverage']> }) {
  return (
    <DashboardCard title="Sections by coverage">
      {coverage.available ? (
        <Figures
          figures={[
            { label: 'Uncovered', value: coverage.uncovered },
            { label: 'Partial', value: coverage.partial },
            { label: 'Covered', value: coverage.covered },
            { label: 'Over', value: coverage.over },
          ]}
        />
      ) : (
        <Typography color="text.secondary">
          No sections yet: their coverage shows here once sections are scheduled.
        </Typography>
      )}
    </DashboardCard>
  );
}

/** Faculty over, under or at the points required of them in the period. */
export function FacultyWorkloadCard({
  workload,
}: {
  workload: NonNullable<DashboardData['facultyWorkload']>;
}) {
  return (
    <DashboardCard title="Faculty workload">
      <Figures
        figures={[
          { label: 'Over', value: workload.over },
          { label: 'Under', value: workload.under },
          { label: 'Met', value: workload.met },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {formatNumber(workload.faculty)} faculty: {formatNumber(workload.pointsAssigned)} points assigned,{' '}
        {formatNumber(workload.pointsRequired)} required.
        {workload.notSet > 0 &&
          ` ${formatNumber(workload.notSet)} without required points for this period (what they are assigned is in the total).`}
      </Typography>
    </DashboardCard>
  );
}
