import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Button, CreateBase, EditBase, Form, type Identifier, SaveButton, useNotify } from 'react-admin';
import { FormServerError } from '../shared/records/FormServerError';
import { MeetingInputs } from './MeetingInputs';

export interface MeetingDialogProps {
  sectionId: Identifier;
  sectionName: string;
  /** The meeting to edit; none: add the section's meeting. */
  meetingId?: Identifier;
  open: boolean;
  onClose(): void;
}

/**
 * Adds or edits the section's meeting. Pessimistic: the dialog stays open until the API has agreed, so
 * its refusals (an end before the start, a malformed exception date) show on their inputs.
 */
export function MeetingDialog({ sectionId, sectionName, meetingId, open, onClose }: MeetingDialogProps) {
  const notify = useNotify();
  const titleId = useId();
  const mode = meetingId === undefined ? 'create' : 'edit';
  const mutationOptions = {
    onSuccess: () => {
      onClose();
      notify(mode === 'create' ? 'Meeting added' : 'Meeting saved', { type: 'success' });
    },
  };
  const form = (
    <Form>
      <DialogTitle id={titleId}>
        {mode === 'create' ? 'Add the meeting of' : 'Edit the meeting of'} {sectionName}
      </DialogTitle>
      <DialogContent>
        <FormServerError canReload={mode === 'edit'} />
        <MeetingInputs mode={mode} />
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} />
        <SaveButton label="Save meeting" />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {mode === 'create' ? (
        <CreateBase
          resource="meetings"
          record={{ SectionId: sectionId, days: [], frequency: 'weekly' }}
          redirect={false}
          mutationOptions={mutationOptions}
        >
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource="meetings"
          id={meetingId}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
}
