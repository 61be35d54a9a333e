import { canOpenPath } from '@tams/access';
import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { Unauthorized } from './Unauthorized';

/**
 * Spec §2 access behaviour for every page inside the layout: a spinner while the session and permissions
 * load, "Unauthorized" when the route's rule (ability and feature flags, @tams/access routeAccess) says no.
 * Anonymous users never get here: react-admin sends them to /login with the location they asked for.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { ability, context, isPending } = useAbility();
  const { pathname } = useLocation();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress aria-label="Loading your session" />
      </Box>
    );
  }
  if (!context || !canOpenPath(ability, context, pathname)) return <Unauthorized />;
  return <>{children}</>;
}
