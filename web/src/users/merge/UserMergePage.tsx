import MergeIcon from '@mui/icons-material/MergeType';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  CanAccess,
  Confirm,
  Form,
  type Identifier,
  Loading,
  ReferenceInput,
  required,
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Unauthorized } from '../../layout/Unauthorized';
import type { UserMergeResult } from '../../providers/adminActions';
import type { TamsDataProvider } from '../../providers/dataProvider';
import { userName } from '../../shared/records/recordNames';
import { MergeCandidateCard } from './MergeCandidateCard';
import { MergeResultPanel } from './MergeResultPanel';

interface MergeChoice {
  masterId?: Identifier;
  duplicateId?: Identifier;
}

const notTheKeptUser: Validator = (value, values: MergeChoice) =>
  value && value === values.masterId ? 'Choose another user than the one to keep' : undefined;

function UserPicker({ source, label, validate }: { source: string; label: string; validate: Validator[] }) {
  return (
    <ReferenceInput source={source} reference="users" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText={(user) => `${userName(user)} (${user.username})`}
        validate={validate}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
}

/**
 * Spec §2 Merge Users (/users/merge; `merge` on User, behind userMergeEnabled): choose the user to keep and
 * the duplicate, compare them side by side, confirm, and see what moved. The duplicate's workgroups,
 * faculty profile and financial data move to the user kept, its API keys are revoked, and it is
 * deactivated and marked as merged.
 */
export function UserMergePage() {
  return (
    <CanAccess resource="users" action="merge" loading={<Loading />} accessDenied={<Unauthorized />}>
      <Title title="Merge Users" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            When one person has two accounts, keep one and merge the other (the duplicate) into it.
          </Typography>
          <MergeForm />
        </CardContent>
      </Card>
    </CanAccess>
  );
}

function MergeForm() {
  const [confirming, setConfirming] = useState<Required<MergeChoice> | undefined>();
  const [result, setResult] = useState<{ data: UserMergeResult; master: string; duplicate: string }>();
  return (
    <Form
      onSubmit={(values: MergeChoice) => {
        if (values.masterId && values.duplicateId) setConfirming(values as Required<MergeChoice>);
      }}
    >
      {result && (
        <MergeResultPanel result={result.data} masterName={result.master} duplicateName={result.duplicate} />
      )}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <UserPicker source="masterId" label="User to keep" validate={[required()]} />
        <UserPicker source="duplicateId" label="Duplicate to merge" validate={[required(), notTheKeptUser]} />
      </Stack>
      <MergeSummary />
      <Box sx={{ mt: 2 }}>
        <Button label="Merge users…" type="submit" variant="contained">
          <MergeIcon />
        </Button>
      </Box>
      {confirming && (
        <MergeConfirm
          choice={confirming}
          onClose={() => setConfirming(undefined)}
          onMerged={(data, master, duplicate) => {
            setConfirming(undefined);
            setResult({ data, master, duplicate });
          }}
        />
      )}
    </Form>
  );
}

function MergeSummary() {
  const [masterId, duplicateId] = useWatch<MergeChoice>({ name: ['masterId', 'duplicateId'] });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <MergeCandidateCard title="User to keep" userId={masterId} />
      <MergeCandidateCard title="Duplicate" userId={duplicateId} />
    </Stack>
  );
}

function MergeConfirm({
  choice,
  onClose,
  onMerged,
}: {
  choice: Required<MergeChoice>;
  onClose(): void;
  onMerged(result: UserMergeResult, master: string, duplicate: string): void;
}) {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { reset } = useFormContext<MergeChoice>();
  const { data: master } = useGetOne('users', { id: choice.masterId });
  const { data: duplicate } = useGetOne('users', { id: choice.duplicateId });
  const masterName = userName(master);
  const duplicateName = userName(duplicate);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.mergeUsers(choice.masterId, choice.duplicateId),
    onSuccess: async ({ data }) => {
      reset({});
      onMerged(data, masterName, duplicateName);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error: Error) => {
      onClose();
      notify(error.message, { type: 'error' });
    },
  });
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={`Merge ${duplicateName} into ${masterName}?`}
      content={
        <>
          <Typography gutterBottom>
            {duplicateName}&rsquo;s workgroup memberships, faculty profile and financial data move to{' '}
            {masterName} (what {masterName} already has is kept). {duplicateName}&rsquo;s API keys are
            revoked, and {duplicateName} is deactivated and marked as merged.
          </Typography>
          <Typography sx={{ fontWeight: 'bold' }}>This cannot be undone.</Typography>
        </>
      }
      confirm="Merge"
      confirmColor="warning"
      onConfirm={() => mutate()}
      onClose={onClose}
    />
  );
}

export default UserMergePage;
