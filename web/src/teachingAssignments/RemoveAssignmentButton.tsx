import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify } from 'react-admin';

/** Removes an assignment from its section, once the user confirms; the section's coverage follows. */
export function RemoveAssignmentButton({
  assignment,
  sectionName,
}: {
  assignment: RaRecord;
  sectionName: string;
}) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
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
          notify(`Removed ${name} from ${sectionName}`, { type: 'success' });
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
        content="Their points for this section go back to uncovered. The change stays in the section's history."
        confirm="Remove"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
