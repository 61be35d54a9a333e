import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  CreateBase,
  Form,
  type Identifier,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  useNotify,
} from 'react-admin';
import { FormServerError } from '../shared/records/FormServerError';
import { userName } from '../shared/records/recordNames';
import { permissionChoices } from './permissionChoices';

export interface AddMemberDialogProps {
  workgroupId: Identifier;
  workgroupName: string;
  open: boolean;
  onClose(): void;
  onAdded(): void;
}

/**
 * Adds a user to the workgroup with a permission. Pessimistic: the dialog stays open until the API has
 * agreed, so its refusal (e.g. "This user is already a member") shows on the input.
 */
export function AddMemberDialog({
  workgroupId,
  workgroupName,
  open,
  onClose,
  onAdded,
}: AddMemberDialogProps) {
  const notify = useNotify();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-member-title">
      <CreateBase
        resource="workgroupMemberships"
        record={{ WorkgroupId: workgroupId, permission: 0 }}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            onClose();
            onAdded();
            notify(`Member added to ${workgroupName}`, { type: 'success' });
          },
        }}
      >
        <Form>
          <DialogTitle id="add-member-title">Add a member to {workgroupName}</DialogTitle>
          <DialogContent>
            <FormServerError />
            <ReferenceInput
              source="UserId"
              reference="users"
              filter={{ isActive: true }}
              sort={{ field: 'lastName', order: 'ASC' }}
            >
              <AutocompleteInput
                label="User"
                optionText={userName}
                validate={required()}
                fullWidth
                autoFocus
              />
            </ReferenceInput>
            <SelectInput
              source="permission"
              label="Permission"
              choices={permissionChoices}
              validate={required()}
              helperText="Approve and assign take effect from progress step 6"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="Cancel" onClick={onClose} />
            <SaveButton label="Add member" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
