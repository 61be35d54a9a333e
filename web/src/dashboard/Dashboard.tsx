import { Alert, Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { AsOfBar } from '../history/AsOfBar';
import { useAsOf } from '../history/useAsOf';
import { ProgressCard } from '../progress/ProgressCard';
import { useAbility } from '../providers/useAbility';
import { ProcessingData } from '../shared/ProcessingData';
import { ApprovalsCard } from '../workgroupApprovals/ApprovalsCard';
import type { DashboardData } from './dashboardTypes';
import { MyWorkloadCard } from './MyWorkloadCard';
import { PreferenceAlignmentCard } from './PreferenceAlignmentCard';
import { PreferenceSubmissionsCard } from './PreferenceSubmissionsCard';
import { CoverageCard, FacultyWorkloadCard } from './StaffCards';
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

interface CardSlot {
  key: string;
  card: ReactNode;
  wide?: boolean;
}

type ReadableSubject = 'ProgressAction' | 'WorkgroupApproval' | 'Instructor' | 'SectionAssignment';

/**
 * The cards the caller's abilities allow (spec §6; the API answers the same), in the order staff read
 * them: the period's step and its figures, then the workgroups' approvals (a table across the page), then
 * the preference metrics; their own workload last.
 */
function cardsFor(
  data: DashboardData,
  can: (subject: ReadableSubject) => boolean,
  showingPast: boolean,
): CardSlot[] {
  const periodId = data.period?.id;
  const cards: CardSlot[] = [];
  // the progress steps and the preference metrics are read as they are now: not shown for the past
  if (periodId && !showingPast && (can('ProgressAction') || can('WorkgroupApproval')))
    cards.push({ key: 'progress', card: <ProgressCard periodId={periodId} /> });
  if (data.coverage) cards.push({ key: 'coverage', card: <CoverageCard coverage={data.coverage} /> });
  if (data.facultyWorkload)
    cards.push({ key: 'workload', card: <FacultyWorkloadCard workload={data.facultyWorkload} /> });
  if (periodId && can('WorkgroupApproval'))
    cards.push({ key: 'approvals', card: <ApprovalsCard periodId={periodId} />, wide: true });
  if (periodId && !showingPast && (can('Instructor') || can('SectionAssignment'))) {
    cards.push({ key: 'submissions', card: <PreferenceSubmissionsCard periodId={periodId} /> });
    cards.push({ key: 'alignment', card: <PreferenceAlignmentCard periodId={periodId} /> });
  }
  if (data.mine) cards.push({ key: 'mine', card: <MyWorkloadCard mine={data.mine} /> });
  return cards;
}

function DashboardCards({ data }: { data: DashboardData }) {
  const { ability } = useAbility();
  const { asOf } = useAsOf();
  const cards = cardsFor(data, (subject) => ability.can('read', subject), asOf !== null);
  if (cards.length === 0)
    return (
      <Typography>
        There is nothing on the dashboard for your role yet. Use the menu to get started.
      </Typography>
    );
  return (
    <Grid container spacing={2}>
      {cards.map(({ key, card, wide }) => (
        <Grid key={key} size={wide ? 12 : { xs: 12, md: 6, lg: 4 }}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The dashboard at / (spec §2; everyone reads it, §6): for staff, the working period's progress steps,
 * workgroup approvals, preference submissions and alignment, sections by coverage and the faculty
 * workload; for faculty, their own workload. The whole page is one lazy chunk (App.tsx): lazy cards
 * inside it made the bundler split the shared initial chunks and grew the initial JavaScript.
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
          <AsOfBar periodId={data.period?.id} />
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
