import { Edit } from 'react-admin';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { RequireAccess } from './RequireAccess';
import { afterSaveRedirect } from './recordRedirects';
import { useRecordDefinition } from './useRecordDefinition';

/**
 * Edit page of a simple resource. Pessimistic: the page waits for the API, so field errors land on their
 * inputs, and a stale version (someone saved first) is refused with the server's message instead of
 * overwriting their change.
 */
export function RecordEdit({ inputs }: Pick<RecordFormProps, 'inputs'>) {
  const definition = useRecordDefinition();
  return (
    <RequireAccess action="edit">
      <Edit mutationMode="pessimistic" redirect={afterSaveRedirect(definition)}>
        <RecordForm mode="edit" inputs={inputs} />
      </Edit>
    </RequireAccess>
  );
}

export default RecordEdit;
