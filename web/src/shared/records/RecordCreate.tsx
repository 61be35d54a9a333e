import { Create } from 'react-admin';
import { RecordForm } from './RecordForm';
import { RequireAccess } from './RequireAccess';
import { afterSaveRedirect } from './recordRedirects';
import { useRecordDefinition } from './useRecordDefinition';

/** Create page of a simple resource; defaults may come from the link that opened it (a term's period). */
export function RecordCreate() {
  const definition = useRecordDefinition();
  return (
    <RequireAccess action="create">
      <Create mutationMode="pessimistic" redirect={afterSaveRedirect(definition)}>
        <RecordForm mode="create" />
      </Create>
    </RequireAccess>
  );
}

export default RecordCreate;
