import { Edit, useRecordContext } from 'react-admin';
import { RequireAccess } from '../shared/records/RequireAccess';
import { SectionForm } from './SectionForm';
import { SectionTitle } from './SectionTitle';

function SectionEditForm() {
  const record = useRecordContext();
  return <SectionForm mode="edit" periodId={record?.AcademicPeriodId as string | undefined} />;
}

/** Edit of a section (pessimistic: the server's refusals show on their inputs; a stale version is refused). */
export function SectionEdit() {
  return (
    <RequireAccess action="edit">
      <Edit mutationMode="pessimistic" redirect="show" title={<SectionTitle action="Edit" />}>
        <SectionEditForm />
      </Edit>
    </RequireAccess>
  );
}

export default SectionEdit;
