import { isStaff } from '@tams/access';
import { Alert } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { RecordCreate } from '../shared/records/RecordCreate';
import { RecordEdit } from '../shared/records/RecordEdit';
import { useWorkingPeriod } from '../workingPeriod/periodQueries';
import { FacultyUserInput } from './facultyUserInput';

/** The period, the working one unless the link that opened the form named another. */
function PeriodInput({ defaultValue }: { defaultValue?: string }) {
  return (
    <ReferenceInput
      source="AcademicPeriodId"
      reference="academicPeriods"
      sort={{ field: 'startDate', order: 'DESC' }}
      perPage={100}
    >
      <AutocompleteInput
        label="Academic Period"
        optionText="name"
        validate={required()}
        defaultValue={defaultValue}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/**
 * Who a faculty member's own form is for (they read no users, so it has no instructor field: the server
 * takes them) and what happens next under effort management (DESIGN §19).
 */
function ForYourselfNote() {
  const { context } = useAbility();
  if (!context || isStaff(context)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, maxWidth: 560 }}>
      This administrative assignment is for you.
      {context.FeatureFlags.aemEnabled &&
        ' It is reported to your approvers and counts toward your workload once approved.'}
    </Alert>
  );
}

/** Create: the instructor picked among faculty, the period defaulting to the working one. */
export function AdministrativeAssignmentCreate() {
  const working = useWorkingPeriod();
  if (working.isPending) return null;
  return (
    <RecordCreate
      inputs={{
        UserId: <FacultyUserInput />,
        AcademicPeriodId: (
          <>
            <ForYourselfNote />
            <PeriodInput defaultValue={working.data?.id} />
          </>
        ),
      }}
    />
  );
}

export function AdministrativeAssignmentEdit() {
  return <RecordEdit inputs={{ UserId: <FacultyUserInput />, AcademicPeriodId: <PeriodInput /> }} />;
}
