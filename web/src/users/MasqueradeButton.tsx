import MasqueradeIcon from '@mui/icons-material/TheaterComedy';
import { type AuthContext, masqueradeAllowed } from '@tams/access';
import { Button, useCanAccess, usePermissions, useRecordContext } from 'react-admin';
import { useMasquerade } from '../layout/useMasquerade';

/**
 * Act as this user (spec §4): for those who may masquerade (admin, academic operations admin), never as an
 * administrator, an inactive user or oneself, nor as a user whose roles give more than one's own (DESIGN
 * §20: the server's rule, masqueradeAllowed). Opens / as them; End Masquerade is in the top bar.
 */
export function MasqueradeButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<AuthContext>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'masquerade' });
  const { start, isPending } = useMasquerade();
  if (!record || !canAccess || !permissions) return null;
  const roles = (record.Roles as string[] | undefined) ?? [];
  const own = permissions.Roles.map((role) => role.slug);
  if (
    !record.isActive ||
    record.id === permissions.authenticatedUserId ||
    !masqueradeAllowed(permissions, own, roles)
  )
    return null;
  return (
    <Button label="Masquerade" onClick={() => start(record.id)} disabled={isPending}>
      <MasqueradeIcon />
    </Button>
  );
}
