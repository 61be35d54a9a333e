import { Alert, Box } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProcessingData } from '../shared/ProcessingData';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';
import { InstructorAdminAssignments } from './InstructorAdminAssignments';
import { InstructorHeader } from './InstructorHeader';
import { InstructorProfilePanels } from './InstructorProfilePanels';
import { useInstructor } from './instructorQueries';
import { InstructorSections } from './InstructorSections';

function InstructorPage({ userId, period }: { userId: string; period: Period }) {
  const instructor = useInstructor(userId, period.id);
  if (instructor.isPending) return <ProcessingData />;
  if (instructor.isError) {
    return <Alert severity="error">Could not read this instructor: {instructor.error.message}</Alert>;
  }
  return (
    <>
      <Title title={instructor.data.name} />
      <InstructorHeader instructor={instructor.data} period={period} />
      <InstructorSections userId={userId} periodId={period.id} />
      <InstructorAdminAssignments userId={userId} periodId={period.id} />
      <InstructorProfilePanels profileId={instructor.data.FacultyProfileId} />
    </>
  );
}

/**
 * A faculty member's page (spec §2 Instructors): profile facts and the working period's workload, then their
 * sections, admin assignments, notes and the profile's history.
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
