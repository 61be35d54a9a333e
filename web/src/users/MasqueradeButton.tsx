import MasqueradeIcon from '@mui/icons-material/TheaterComedy';
import type { AuthContext } from '@tams/access';
import { Button, useCanAccess, usePermissions, useRecordContext } from 'react-admin';
import { useMasquerade } from '../layout/useMasquerade';

/**
 * Act as this user (spec §4): for those who may masquerade (admin, academic operations admin), never as an
 * administrator, an inactive user or oneself. Opens / as them; End Masquerade is in the top bar.
 */
export function MasqueradeButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<AuthContext>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'masquerade' });
  const { start, isPending } = useMasquerade();
  if (!record || !canAccess || !permissions) return null;
  const roles = (record.Roles as string[] | undefined) ?? [];
  if (!record.isActive || roles.includes('admin') || record.id === permissions.authenticatedUserId)
    return null;
  return (
    <Button label="Masquerade" onClick={() => start(record.id)} disabled={isPending}>
      <MasqueradeIcon />
    </Button>
  );
}
