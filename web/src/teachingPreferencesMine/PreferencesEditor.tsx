import AddIcon from '@mui/icons-material/Add';
import CopyIcon from '@mui/icons-material/ContentCopy';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { PanelEmpty } from '../shared/records/PanelSection';
import { PreferenceRowEditor } from './PreferenceRowEditor';
import { type MyPreferences, preferenceLimits } from './preferenceTypes';
import type { PreferenceChoices } from './usePreferenceChoices';
import { usePreferencesForm } from './usePreferencesForm';

/** One's own preferences for a period, editable: rows, then save draft, submit, copy from the last period. */
export function PreferencesEditor({
  data,
  choices,
  onReload,
}: {
  data: MyPreferences;
  choices: PreferenceChoices;
  onReload(): Promise<MyPreferences | undefined>;
}) {
  const form = usePreferencesForm(data, onReload);
  const [confirming, setConfirming] = useState<'submit' | 'copy'>();
  const last = data.lastPeriod;
  const full = form.rows.length >= preferenceLimits.preferences;
  const copy = () => {
    setConfirming(undefined);
    if (last) void form.copy({ AcademicPeriodId: last.AcademicPeriodId, name: last.name });
  };
  return (
    <Box component="form" aria-label={`Your preferences for ${data.periodName}`} noValidate>
      {form.problem && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            form.problem.conflict && (
              <Button color="inherit" size="small" onClick={() => void form.reload()}>
                Reload
              </Button>
            )
          }
        >
          {form.problem.message}
        </Alert>
      )}
      {form.rows.length === 0 ? (
        <PanelEmpty>
          You have no preferences for {data.periodName} yet. Add one
          {last ? `, or copy those of ${last.name}` : ''}.
        </PanelEmpty>
      ) : (
        form.rows.map((row, index) => (
          <PreferenceRowEditor
            key={row.id}
            index={index}
            row={row}
            choices={choices}
            courseChoices={data.courseChoices ?? []}
            courseNames={data.courseNames}
            errors={form.rowErrors[index]}
            onChange={(patch) => form.change(index, patch)}
            onRemove={() => form.remove(index)}
          />
        ))
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => form.add(choices.terms.length === 1 ? choices.terms[0]!.id : undefined)}
          disabled={full || form.busy}
        >
          Add preference
        </Button>
        {last && (
          <Button
            startIcon={<CopyIcon />}
            disabled={form.busy}
            onClick={() => (form.rows.length > 0 ? setConfirming('copy') : copy())}
          >
            Copy from {last.name}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {form.dirty && (
          <Typography variant="body2" color="text.secondary" role="status">
            Unsaved changes
          </Typography>
        )}
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          onClick={() => void form.saveDraft()}
          disabled={!form.dirty || form.busy}
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => setConfirming('submit')}
          disabled={form.rows.length === 0 || form.busy}
        >
          Submit
        </Button>
      </Box>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          At most {preferenceLimits.preferences} preferences per period.
        </Typography>
      )}
      <Confirm
        isOpen={confirming === 'submit'}
        loading={form.busy}
        title={`Submit your preferences for ${data.periodName}?`}
        content={
          `Staff will see your ${form.rows.length === 1 ? 'preference' : `${form.rows.length} preferences`} ` +
          'and use them when assigning sections. Once submitted, they can be changed only if staff reopen them.' +
          (form.dirty ? ' Your unsaved changes are saved first.' : '')
        }
        confirm="Submit"
        onConfirm={() => {
          setConfirming(undefined);
          void form.submit();
        }}
        onClose={() => setConfirming(undefined)}
      />
      <Confirm
        isOpen={confirming === 'copy'}
        loading={form.busy}
        title={`Replace your preferences with those of ${last?.name ?? 'the last period'}?`}
        content={
          `The ${form.rows.length === 1 ? 'preference' : `${form.rows.length} preferences`} shown here` +
          `${form.dirty ? ', with your unsaved changes,' : ''} will be replaced by a copy.`
        }
        confirm="Replace"
        onConfirm={copy}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}
