import ActivateIcon from '@mui/icons-material/PublishedWithChanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { forgetAuthContext } from '../providers/authContext';
import type { TamsDataProvider } from '../providers/dataProvider';

/**
 * Makes this period the system's active one (POST /api/academicPeriods/{id}/activate), after a confirmation.
 * Disabled for the period that already is; hidden from users who may not change periods. Then, as every
 * user does on activeAcademicPeriodUpdated (spec §4), it starts again from the dashboard.
 */
export function SetSystemActiveButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'academicPeriods', action: 'edit', record });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.activateAcademicPeriod(record!.id),
    onSuccess: () => {
      setConfirming(false);
      // the working period of everyone who follows the system's may have changed: nothing read is current
      forgetAuthContext();
      void queryClient.invalidateQueries();
      notify(`"${record?.name}" is now the system's active academic period`, { type: 'success' });
      navigate('/');
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button
        label="Set as system active"
        onClick={() => setConfirming(true)}
        disabled={record.isSystemActive === true || isPending}
      >
        <ActivateIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Set "${record.name}" as the system's active period?`}
        content="It becomes the default working period of every user who has not chosen one."
        confirm="Set as system active"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
