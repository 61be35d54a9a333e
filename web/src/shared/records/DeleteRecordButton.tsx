import { DeleteButton, type RedirectionSideEffect, useRecordContext, useRedirect } from 'react-admin';
import { RemovalEffects } from './RemovalEffects';
import { restorableResources, useNotifyRemoval } from './undoRemoval';
import { useRecordDefinition } from './useRecordDefinition';

/**
 * Delete after a confirmation dialog (pessimistic: the record goes only once the API has agreed; the request
 * carries the version shown, so a record changed meanwhile is not deleted). A child record returns to
 * its parent. The confirmation says what else goes with the record (or what keeps it); a removal that can
 * be undone offers Undo in its toast.
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
  const notifyRemoval = useNotifyRemoval();
  const redirectTo = useRedirect();
  if (!record) return null;
  const name = String(record[definition.representation] ?? record.id);
  const parent = definition.parent;
  const parentPage = parent && `/${parent.resource}/${String(record[parent.field])}/show`;
  const target = redirect ?? (parentPage ? () => parentPage : 'list');
  // a removal that can be undone says so in its toast, with Undo (a restore) for a few seconds
  const undo = restorableResources.has(definition.name) && {
    onSuccess: () => {
      notifyRemoval(`${definition.labels.one} "${name}" removed`, {
        resource: definition.name,
        id: record.id,
      });
      redirectTo(target, definition.name);
    },
  };
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={target}
      confirmTitle={confirmTitle ?? `Delete ${definition.labels.one} "${name}"?`}
      confirmContent={
        <RemovalEffects
          closing={
            undo
              ? 'Undo in the next message brings it back. Its history is kept.'
              : 'This cannot be undone from here. Its history is kept.'
          }
        />
      }
      {...(undo ? { mutationOptions: undo } : {})}
    />
  );
}
