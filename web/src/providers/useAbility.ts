import type { AppAbility, AuthContext } from '@tams/access';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { asOfOf } from '../history/asOf';
import { abilityAt } from '../history/pastAbility';

/**
 * The signed-in user's CASL ability (same rules as the API), for field-level decisions in screens, with the
 * auth context it was built from (feature flags for the route rules); undefined context while loading.
 * While the page shows the past (`?asOf=`), the ability reads what History readers may read then and writes
 * nothing (history/pastAbility.ts), so every write action hides.
 */
export function useAbility(): { ability: AppAbility; context: AuthContext | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AuthContext>();
  const asOf = asOfOf(useLocation().search);
  const ability = useMemo(() => abilityAt(permissions, asOf), [permissions, asOf]);
  return { ability, context: permissions, isPending };
}
