import { DeleteButton, type RedirectionSideEffect, useRecordContext } from 'react-admin';
import { useRecordDefinition } from './useRecordDefinition';

/**
 * Delete after a confirmation dialog (pessimistic: the record goes only once the API has agreed; the request
 * carries the version shown, so a record changed meanwhile is not deleted). A child record returns to
 * its parent.
 */
export function DeleteRecordButton({
  redirect,
  confirmTitle,
}: {
  redirect?: RedirectionSideEffect;
  /** Where the representation is an id (a period's financial data), a title that names the record. */
  confirmTitle?: string;
}) {
  const record = useRecordContext();
  const definition = useRecordDefinition();
  if (!record) return null;
  const name = String(record[definition.representation] ?? record.id);
  const parent = definition.parent;
  const parentPage = parent && `/${parent.resource}/${String(record[parent.field])}/show`;
  const target = redirect ?? (parentPage ? () => parentPage : 'list');
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={target}
      confirmTitle={confirmTitle ?? `Delete ${definition.labels.one} "${name}"?`}
      confirmContent="This cannot be undone from here. Its history is kept."
    />
  );
}
