import { Alert, Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import type { DashboardData } from './dashboardTypes';
import { MyWorkloadCard } from './MyWorkloadCard';
import { CoverageCard, FacultyWorkloadCard, ProgressCard } from './StaffCards';
import { useDashboard } from './useDashboard';

function PeriodLine({ period }: { period: DashboardData['period'] }) {
  if (!period) return <Typography color="text.secondary">No academic period is active yet.</Typography>;
  return (
    <Typography color="text.secondary">
      Academic period {period.name}
      {period.isSystemActive ? '' : ' (your working period, not the system active one)'}
    </Typography>
  );
}

/** The cards the caller's abilities allow, in the order staff read them; their own workload last. */
function DashboardCards({ data }: { data: DashboardData }) {
  const cards: [string, ReactNode][] = [];
  if (data.progress) cards.push(['progress', <ProgressCard progress={data.progress} />]);
  if (data.coverage) cards.push(['coverage', <CoverageCard coverage={data.coverage} />]);
  if (data.facultyWorkload) cards.push(['workload', <FacultyWorkloadCard workload={data.facultyWorkload} />]);
  if (data.mine) cards.push(['mine', <MyWorkloadCard mine={data.mine} />]);
  if (cards.length === 0)
    return (
      <Typography>
        There is nothing on the dashboard for your role yet. Use the menu to get started.
      </Typography>
    );
  return (
    <Grid container spacing={2}>
      {cards.map(([key, card]) => (
        <Grid key={key} size={{ xs: 12, md: 6, lg: 4 }}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The dashboard at / (spec §2; everyone reads it, §6): for staff, the working period's progress step,
 * sections by coverage and the faculty workload; for faculty, their own workload.
 */
export function Dashboard() {
  const { data, error, isPending } = useDashboard();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      {isPending ? (
        <ProcessingData />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <PeriodLine period={data.period} />
          </Box>
          <DashboardCards data={data} />
        </>
      )}
    </Box>
  );
}
export default Dashboard;
