import { type AuthContext, isMasquerading } from '@tams/access';
import { usePermissions } from 'react-admin';

/** Spec §4: masquerading while the working user is not the signed-in one. */
export function useIsMasquerading(): boolean {
  const { permissions } = usePermissions<AuthContext>();
  return permissions ? isMasquerading(permissions) : false;
}
