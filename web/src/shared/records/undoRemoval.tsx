import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type SnackbarKey, useSnackbar } from 'notistack';
import { type Identifier, useNotify, useRefresh } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';

/** How long a removal's toast offers Undo. */
export const undoWindowMs = 8000;

/** Resources whose removal can be undone (POST /api/{resource}/{id}/restore, a compensating command). */
export const restorableResources: ReadonlySet<string> = new Set([
  'teachingAssignments',
  'administrativeAssignments',
]);

/** What Undo brings back: the record, and what its restore names (a teaching assignment: its section). */
export interface RemovedRecordRef {
  resource: string;
  id: Identifier;
  body?: Record<string, unknown>;
}

/** The toast's Undo: restores the record, then refreshes what shows it. */
function UndoRemovalButton({
  toast,
  removed,
  restoredMessage,
}: {
  toast: SnackbarKey;
  removed: RemovedRecordRef;
  restoredMessage: string;
}) {
  const { closeSnackbar } = useSnackbar();
  const close = () => closeSnackbar(toast);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const undo = async () => {
    close();
    try {
      await httpClient(`${apiUrl}/${removed.resource}/${encodeURIComponent(String(removed.id))}/restore`, {
        method: 'POST',
        body: JSON.stringify(removed.body ?? {}),
      });
      await queryClient.invalidateQueries({ queryKey: [removed.resource] });
      refresh();
      notify(restoredMessage, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'It could not be restored', { type: 'error' });
    }
  };
  return (
    <Button color="inherit" size="small" onClick={undo}>
      Undo
    </Button>
  );
}

/** Says a record was removed, offering Undo for a few seconds. */
export function useNotifyRemoval() {
  const notify = useNotify();
  return (message: string, removed: RemovedRecordRef, restoredMessage = 'Restored') =>
    notify(message, {
      type: 'success',
      autoHideDuration: undoWindowMs,
      // the toasts are notistack's (layout/AppNotifications): its action is given the toast's key
      action: (toast: SnackbarKey) => (
        <UndoRemovalButton toast={toast} removed={removed} restoredMessage={restoredMessage} />
      ),
    });
}
