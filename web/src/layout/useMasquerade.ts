import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { forgetAuthContext } from '../providers/authContext';
import type { TamsDataProvider } from '../providers/dataProvider';

/**
 * Starts (POST users/masquerade) or ends (DELETE) a masquerade, then opens / afresh. A full page load,
 * not a client-side navigation: every answer cached so far (permissions, menu, lists) was the other
 * user's, and a fresh load is the one way none of it lingers on screen.
 */
export function useMasquerade() {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const notify = useNotify();
  const onSuccess = () => {
    forgetAuthContext();
    window.location.assign('/');
  };
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const start = useMutation({
    mutationFn: (userId: Identifier) => dataProvider.masquerade(userId),
    onSuccess,
    onError,
  });
  const end = useMutation({ mutationFn: () => dataProvider.endMasquerade(), onSuccess, onError });
  return {
    start: (userId: Identifier) => start.mutate(userId),
    end: () => end.mutate(),
    isPending: start.isPending || end.isPending,
  };
}
