import ReactivateIcon from '@mui/icons-material/PersonAddAlt1';
import DeactivateIcon from '@mui/icons-material/PersonOff';
import { useState } from 'react';
import { type AuthContext, hasRole } from '@tams/access';
import {
  Button,
  Confirm,
  useCanAccess,
  useNotify,
  usePermissions,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { userName } from '../shared/records/recordNames';

/**
 * Deactivate (or reactivate) a user after a confirmation: a PUT of isActive carrying the version shown,
 * so a user changed meanwhile is not overwritten. Their records and history stay either way; deactivation
 * also ends their sessions.
 */
export function ActivationButton() {
  const record = useRecordContext();
  const notify = useNotify();
  // what the dialog asks is fixed when it opens: the record changes while the dialog fades out
  const [confirming, setConfirming] = useState(false);
  const [intent, setIntent] = useState<'deactivate' | 'reactivate'>('deactivate');
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  const { permissions } = usePermissions<AuthContext>();
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || !permissions) return null;
  // only an administrator changes an administrator (the API refuses anyone else)
  const targetIsAdmin = ((record.Roles as string[] | undefined) ?? []).includes('admin');
  if (targetIsAdmin && !hasRole(permissions, 'admin')) return null;
  const name = userName(record);
  const active = record.isActive === true;
  const deactivating = intent === 'deactivate';
  const save = () =>
    update(
      'users',
      { id: record.id, data: { isActive: !deactivating }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(`${name} is ${deactivating ? 'deactivated' : 'active again'}`, { type: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        label={active ? 'Deactivate' : 'Reactivate'}
        onClick={() => {
          setIntent(active ? 'deactivate' : 'reactivate');
          setConfirming(true);
        }}
      >
        {active ? <DeactivateIcon /> : <ReactivateIcon />}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={deactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}
        content={
          deactivating
            ? 'They can no longer sign in, and nobody can masquerade as them. Their records and history are kept; you can reactivate them later.'
            : 'They can sign in again, with the roles they have.'
        }
        confirm={deactivating ? 'Deactivate' : 'Reactivate'}
        onConfirm={save}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
