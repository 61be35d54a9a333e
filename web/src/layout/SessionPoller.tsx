import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { forgetAuthContext } from '../providers/authContext';

/** Spec §9: the session is fetched again every 60,000 ms. */
export const sessionPollMs = 60_000;

/**
 * Spec §4: the session is re-fetched every 60 s. A session that ended elsewhere (logout in another tab,
 * deactivation) sends the user to /login; a changed one (roles, flags, working period) updates the menu.
 */
export function SessionPoller() {
  const checkAuth = useCheckAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      forgetAuthContext();
      checkAuth({}, true).then(
        () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
        () => undefined,
      );
    }, sessionPollMs);
    return () => clearInterval(timer);
  }, [checkAuth, queryClient]);
  return null;
}
