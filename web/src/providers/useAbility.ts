import { type AppAbility, type AuthContext, defineAbilityFor } from '@tams/access';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';

/** The signed-in user's CASL ability (same rules as the API), for field-level decisions in screens. */
export function useAbility(): { ability: AppAbility; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AuthContext>();
  const ability = useMemo(() => defineAbilityFor(permissions), [permissions]);
  return { ability, isPending };
}
