import { Alert, Box, Paper, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Title } from 'react-admin';
import { ProcessingData } from '../../shared/ProcessingData';
import { PanelEmpty } from '../../shared/records/PanelSection';
import { WorkingPeriodGate } from '../../shared/records/WorkingPeriodGate';
import type { Period } from '../../workingPeriod/periodQueries';
import { effortPageSx } from '../timeline/effortPageSx';
import { useEffortJson } from '../timeline/useEffortJson';
import { CategoryEffort } from './CategoryEffort';
import type { EffortOverview } from './effortOverviewTypes';
import { EffortPeriodSelect } from './EffortPeriodSelect';
import { FacultyEffortList } from './FacultyEffortList';
import { PositionList } from './PositionList';
import { RecentImports } from './RecentImports';
import { UnclassifiedSummary } from './UnclassifiedSummary';

/** A titled part of the overview. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function PeriodOverview({ period }: { period: Period }) {
  const query = useEffortJson<EffortOverview>(
    `effortOverview?AcademicPeriodId=${encodeURIComponent(period.id)}`,
  );
  if (query.isPending) return <ProcessingData />;
  if (query.isError) return <Alert severity="error">Could not read the effort: {query.error.message}</Alert>;
  const overview = query.data;
  return (
    <>
      <Section title="Effort by category">
        {!overview || overview.totalAmount === 0 ? (
          <PanelEmpty>No effort has been imported for {period.name} yet.</PanelEmpty>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <CategoryEffort overview={overview} periodName={period.name} />
          </Paper>
        )}
      </Section>
      <Section title="Faculty">
        <FacultyEffortList periodId={period.id} periodName={period.name} />
      </Section>
      <Section title="Unclassified rows">
        <UnclassifiedSummary rows={overview?.unclassifiedRows ?? 0} />
      </Section>
      <Section title="Recent imports">
        <RecentImports imports={overview?.recentImports ?? []} />
      </Section>
      <Section title="Positions">
        <PositionList />
      </Section>
    </>
  );
}

function OverviewFor({ working }: { working: Period }) {
  const [chosen, setChosen] = useState<Period | null>(null);
  const period = chosen ?? working;
  return (
    <>
      <EffortPeriodSelect value={period} working={working} onChange={setChosen} />
      <PeriodOverview key={period.id} period={period} />
    </>
  );
}

/**
 * /effort (DESIGN §14): a period's effort by category, its faculty with their distribution and expected vs
 * assigned teaching, the unclassified rows, the recent imports, and the positions with their timelines.
 */
export default function EffortOverviewPage() {
  return (
    <Box sx={effortPageSx}>
      <Title title="Effort Overview" />
      <Typography variant="h4" component="h1" gutterBottom>
        Effort Overview
      </Typography>
      <WorkingPeriodGate>{(working) => <OverviewFor working={working} />}</WorkingPeriodGate>
    </Box>
  );
}
