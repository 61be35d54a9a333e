import { type AppAbility, type AuthContext, defineAbilityFor } from '@tams/access';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';

/**
 * The signed-in user's CASL ability (same rules as the API), for field-level decisions in screens, with the
 * auth context it was built from (feature flags for the route rules); undefined context while loading.
 */
export function useAbility(): { ability: AppAbility; context: AuthContext | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AuthContext>();
  const ability = useMemo(() => defineAbilityFor(permissions), [permissions]);
  return { ability, context: permissions, isPending };
}
