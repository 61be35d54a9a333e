import { MenuItem, TextField } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { userName } from '../shared/records/recordNames';
import { permissionChoices } from './permissionChoices';

/** Changes a member's permission in place (a PUT carrying the version shown), and says so. */
export function MemberPermissionSelect({ onChanged }: { onChanged(): void }) {
  const membership = useRecordContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!membership) return null;
  const name = userName(membership.User);
  const change = (permission: number) =>
    update(
      'workgroupMemberships',
      { id: membership.id, data: { permission }, previousData: membership },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${name}: ${permissionChoices[permission]?.name ?? permission}`, { type: 'success' });
          onChanged();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={Number(membership.permission ?? 0)}
      disabled={isPending}
      onChange={(event) => change(Number(event.target.value))}
      slotProps={{ htmlInput: { 'aria-label': `Permission of ${name}` } }}
      sx={{ minWidth: 180 }}
    >
      {permissionChoices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
