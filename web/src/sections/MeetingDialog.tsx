import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Button, CreateBase, EditBase, type Identifier, SaveButton, useNotify } from 'react-admin';
import { FormServerError } from '../shared/records/FormServerError';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import {
  ConfirmableMeetingForm,
  ConfirmMeetingWarnings,
  type HeldMeetingSave,
} from './ConfirmMeetingWarnings';
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
 * its refusals (an end before the start, a malformed exception date) show on their inputs; a double
 * booking of the room or an instructor asks to confirm first ("Save anyway").
 */
export function MeetingDialog({ sectionId, sectionName, meetingId, open, onClose }: MeetingDialogProps) {
  const notify = useNotify();
  const titleId = useId();
  const mode = meetingId === undefined ? 'create' : 'edit';
  const [held, setHeld] = useState<HeldMeetingSave>();
  const holdingRef = useRef(false);
  const mutationOptions = {
    onSuccess: () => {
      onClose();
      notify(mode === 'create' ? 'Meeting added' : 'Meeting saved', { type: 'success' });
    },
    // a double booking is held for the user to confirm; anything else is said as react-admin says it
    onError: (error: unknown, variables: { data?: Record<string, unknown> } | undefined) => {
      const refusal = refusalOf(error);
      if (refusal.warnings.length > 0 && variables?.data) {
        holdingRef.current = true;
        return setHeld({ data: variables.data, warnings: refusal.warnings });
      }
      notify(refusal.message, { type: 'error' });
    },
  };
  const form = (
    <ConfirmableMeetingForm holdingRef={holdingRef}>
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
      <ConfirmMeetingWarnings held={held} onDone={() => setHeld(undefined)} />
    </ConfirmableMeetingForm>
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
