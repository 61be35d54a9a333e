import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { apiKeys } from '@tams/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DateInput, Form, SaveButton, TextInput, useDataProvider, type Validator } from 'react-admin';
import type { IssuedApiKey } from '../providers/adminActions';
import type { TamsDataProvider } from '../providers/dataProvider';
import { validatorsOf } from '../shared/records/fieldValidation';
import { FormServerError } from '../shared/records/FormServerError';
import { IssuedKeyPanel } from './IssuedKeyPanel';

const notInThePast: Validator = (value) =>
  value && String(value) < new Date().toISOString().slice(0, 10) ? 'Must be today or later' : undefined;

interface KeyValues {
  name: string;
  expiresOn?: string | null;
}

/**
 * Issues a key for the signed-in user (name, optional expiry), then shows it once. The key lives only in
 * this dialog's state: closing it forgets the key.
 */
export function IssueApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<IssuedApiKey>();
  const { mutateAsync } = useMutation({
    mutationFn: (values: KeyValues) => dataProvider.issueApiKey(values),
    onSuccess: async ({ data }) => {
      setIssued(data);
      await queryClient.invalidateQueries({ queryKey: ['apikeys'] });
    },
  });
  const close = () => {
    setIssued(undefined);
    onClose();
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values as unknown as KeyValues);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> }; message?: string }).body;
      return body?.errors ?? { root: { serverError: (error as Error).message } };
    }
  };
  return (
    <Dialog
      open={open}
      onClose={issued ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="issue-key-title"
    >
      <DialogTitle id="issue-key-title">
        {issued ? `Key "${issued.name}" issued` : 'Issue an API key'}
      </DialogTitle>
      {issued ? (
        <>
          <DialogContent>
            <IssuedKeyPanel name={issued.name} apiKey={issued.key} />
          </DialogContent>
          <DialogActions>
            <Button label="Done: I have copied the key" onClick={close} variant="contained" />
          </DialogActions>
        </>
      ) : (
        <Form onSubmit={submit}>
          <DialogContent>
            <FormServerError />
            <TextInput
              source="name"
              label={apiKeys.fields.name.label}
              helperText="What the key is for, e.g. the reporting integration"
              validate={validatorsOf(apiKeys.fields.name)}
              fullWidth
              autoFocus
            />
            <DateInput
              source="expiresOn"
              label={apiKeys.fields.expiresOn.label}
              helperText="Empty: never expires"
              validate={[...validatorsOf(apiKeys.fields.expiresOn), notInThePast]}
            />
          </DialogContent>
          <DialogActions>
            <Button label="Cancel" onClick={close} />
            <SaveButton label="Issue key" alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
