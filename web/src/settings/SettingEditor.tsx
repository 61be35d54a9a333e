import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSettings } from './refreshSettings';
import { settingTypeOf, settingValueError } from '@tams/domain';
import { useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { SettingEntry } from '../providers/adminActions';
import type { TamsDataProvider } from '../providers/dataProvider';

const isConflict = (error: unknown) => [409, 412].includes((error as { status?: number }).status ?? 0);

function ValueInput({
  entry,
  value,
  onChange,
  error,
}: {
  entry: SettingEntry;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  switch (entry.kind) {
    case 'boolean':
      return (
        <FormControlLabel
          control={
            <Switch checked={value === 'true'} onChange={(event) => onChange(String(event.target.checked))} />
          }
          label={value === 'true' ? 'On' : 'Off'}
        />
      );
    case 'color':
      return (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <input
            type="color"
            aria-label={`${entry.name}: colour picker`}
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            style={{ width: 48, height: 40, padding: 0, border: 'none', background: 'none' }}
          />
          <TextField
            label={entry.name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={!!error}
            helperText={error ?? '#rrggbb'}
            size="small"
          />
        </Stack>
      );
    default:
      return (
        <TextField
          label={entry.name}
          type={entry.kind === 'email' ? 'email' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={!!error}
          helperText={error ?? (entry.defaultValue ? `Empty: ${entry.defaultValue}` : ' ')}
          size="small"
          sx={{ minWidth: 320 }}
        />
      );
  }
}

/**
 * One system setting, edited by its kind and saved with the version it was read at: when someone else
 * saved it meanwhile, the API refuses and the conflict is shown, with a way to reload it.
 */
export function SettingEditor({ entry }: { entry: SettingEntry }) {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const headingId = useId();
  // The value being edited and the version it started from. Until the user edits, a newer value read
  // (someone else saved; live updates refetch) replaces it; once edited, it stays, and its save is
  // checked against the version it started from (409 with Reload) instead of wiping the user's typing.
  const [draft, setDraft] = useState({ value: entry.value ?? '', version: entry.version, edited: false });
  // a new value read (React's "adjust state while rendering" pattern, not an effect)
  const [read, setRead] = useState({ value: entry.value, version: entry.version });
  if (read.value !== entry.value || read.version !== entry.version) {
    setRead({ value: entry.value, version: entry.version });
    if (!draft.edited) setDraft({ value: entry.value ?? '', version: entry.version, edited: false });
  }
  const value = draft.value;
  const setValue = (next: string) => setDraft((current) => ({ ...current, value: next, edited: true }));
  const type = settingTypeOf(entry.machineName);
  const invalid = value !== '' && type ? settingValueError(type, value) : undefined;
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: () =>
      dataProvider.updateSetting(entry.machineName, value === '' ? null : value, draft.version),
    onSuccess: async () => {
      notify(`${entry.name} saved`, { type: 'success' });
      await refreshSettings(queryClient);
    },
  });
  const reload = async () => {
    reset();
    setDraft({ value: entry.value ?? '', version: entry.version, edited: false });
    await queryClient.invalidateQueries({ queryKey: ['settings'] });
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {entry.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.description}
      </Typography>
      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          action={
            isConflict(error) && (
              <Button color="inherit" size="small" onClick={reload}>
                Reload
              </Button>
            )
          }
        >
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <ValueInput entry={entry} value={value} onChange={setValue} error={invalid} />
        <Button
          variant="contained"
          onClick={() => mutate()}
          disabled={isPending || !!invalid || value === (entry.value ?? '')}
          aria-label={`Save ${entry.name}`}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}
