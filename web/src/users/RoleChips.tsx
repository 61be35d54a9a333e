import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { roleLabelOf } from './roleChoices';

/** A user's roles as chips with their readable names; "No roles" when there are none. */
export function RoleChips() {
  const record = useRecordContext();
  const roles = (record?.Roles as string[] | undefined) ?? [];
  if (roles.length === 0)
    return <Chip label="No roles" size="small" variant="outlined" sx={{ color: 'text.secondary' }} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {roles.map((slug) => (
        <Chip key={slug} label={roleLabelOf(slug)} size="small" />
      ))}
    </Stack>
  );
}
