import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
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

/** Create: the instructor picked among faculty, the period defaulting to the working one. */
export function AdministrativeAssignmentCreate() {
  const working = useWorkingPeriod();
  if (working.isPending) return null;
  return (
    <RecordCreate
      inputs={{
        UserId: <FacultyUserInput />,
        AcademicPeriodId: <PeriodInput defaultValue={working.data?.id} />,
      }}
    />
  );
}

export function AdministrativeAssignmentEdit() {
  return <RecordEdit inputs={{ UserId: <FacultyUserInput />, AcademicPeriodId: <PeriodInput /> }} />;
}
