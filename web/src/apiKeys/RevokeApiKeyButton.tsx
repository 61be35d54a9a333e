import RevokeIcon from '@mui/icons-material/Block';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { TamsDataProvider } from '../providers/dataProvider';

/**
 * Ends a key for good (POST apiKeys/{id}/revoke with the version shown), after a confirmation. A revoked
 * key stays listed for the audit trail.
 */
export function RevokeApiKeyButton() {
  const key = useRecordContext();
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.revokeApiKey(key!.id, Number(key!.version)),
    onSuccess: async () => {
      setConfirming(false);
      notify(`The key "${key?.name}" is revoked`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['apikeys'] });
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!key || key.revokedAt) return null;
  return (
    <>
      <Button
        label="Revoke"
        color="error"
        onClick={() => setConfirming(true)}
        aria-label={`Revoke ${key.name}`}
      >
        <RevokeIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Revoke the key "${key.name}"?`}
        content="Anything that uses it is refused from now on. This cannot be undone: issue a new key instead."
        confirm="Revoke"
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
