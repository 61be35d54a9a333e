import { Alert, Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AsOfBar } from '../history/AsOfBar';
import { useAsOf } from '../history/useAsOf';
import { ProcessingData } from '../shared/ProcessingData';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';
import { InstructorAdminAssignments } from './InstructorAdminAssignments';
import { InstructorHeader } from './InstructorHeader';
import { InstructorProfilePanels } from './InstructorProfilePanels';
import { useInstructor } from './instructorQueries';
import { InstructorSections } from './InstructorSections';

const InstructorPreferencesPanel = lazy(() => import('../preferenceSubmissions/InstructorPreferencesPanel'));

function InstructorPage({ userId, period }: { userId: string; period: Period }) {
  const instructor = useInstructor(userId, period.id);
  const showingPast = useAsOf().asOf !== null;
  if (instructor.isPending) return <ProcessingData />;
  if (instructor.isError) {
    return <Alert severity="error">Could not read this instructor: {instructor.error.message}</Alert>;
  }
  return (
    <>
      <Title title={instructor.data.name} />
      <AsOfBar periodId={period.id} />
      <InstructorHeader instructor={instructor.data} period={period} />
      <InstructorSections userId={userId} periodId={period.id} />
      <InstructorAdminAssignments userId={userId} periodId={period.id} />
      <Suspense fallback={<CircularProgress size={24} aria-label="Loading the teaching preferences" />}>
        <InstructorPreferencesPanel userId={userId} name={instructor.data.name} period={period} />
      </Suspense>
      {/* notes and the profile's history are read as they are now: not beside the past */}
      {!showingPast && <InstructorProfilePanels profileId={instructor.data.FacultyProfileId} />}
    </>
  );
}

/**
 * A faculty member's page (spec §2 Instructors): profile facts and the working period's workload, then their
 * sections, admin assignments, teaching preferences, notes and the profile's history.
 */
export function InstructorShow() {
  const { id } = useParams<'id'>();
  return (
    <RequireAccess action="show">
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <WorkingPeriodGate>{(period) => <InstructorPage userId={id!} period={period} />}</WorkingPeriodGate>
      </Box>
    </RequireAccess>
  );
}

export default InstructorShow;
