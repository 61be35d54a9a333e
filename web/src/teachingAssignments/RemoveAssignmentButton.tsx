import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify } from 'react-admin';
import { useNotifyRemoval } from '../shared/records/undoRemoval';

/**
 * Removes an assignment from its section, once the user confirms; the section's coverage follows. The
 * toast offers Undo for a few seconds.
 */
export function RemoveAssignmentButton({
  assignment,
  sectionName,
}: {
  assignment: RaRecord;
  sectionName: string;
}) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyRemoval = useNotifyRemoval();
  const [remove, { isPending }] = useDelete();
  const name = String(assignment.instructorName ?? 'the instructor');
  const confirm = () =>
    remove(
      'teachingAssignments',
      { id: assignment.id, previousData: assignment },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          // Undo is a restore (a compensating command), not a delete held back
          notifyRemoval(
            `${name} removed from ${sectionName}`,
            {
              resource: 'teachingAssignments',
              id: assignment.id,
              body: { SectionId: assignment.SectionId },
            },
            `${name} is assigned to ${sectionName} again`,
          );
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message || 'The assignment was not removed', { type: 'error' });
        },
      },
    );
  return (
    <>
      <Tooltip title="Remove">
        <IconButton aria-label={`Remove ${name}`} onClick={() => setOpen(true)} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Remove ${name} from ${sectionName}?`}
        content="Their points for this section go back to uncovered (Undo brings them back). The change stays in the section's history."
        confirm="Remove"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
