import { Create } from 'react-admin';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { RequireAccess } from './RequireAccess';
import { afterSaveRedirect } from './recordRedirects';
import { useRecordDefinition } from './useRecordDefinition';

/** Create page of a simple resource; defaults may come from the link that opened it (a term's period). */
export function RecordCreate({ inputs }: Pick<RecordFormProps, 'inputs'>) {
  const definition = useRecordDefinition();
  return (
    <RequireAccess action="create">
      <Create mutationMode="pessimistic" redirect={afterSaveRedirect(definition)}>
        <RecordForm mode="create" inputs={inputs} />
      </Create>
    </RequireAccess>
  );
}

export default RecordCreate;
