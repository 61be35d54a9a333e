import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  type EffortRule,
  previewRuleChange,
  type RulePreview,
  type RuleValues,
  isStale,
  ruleValuesOf,
  useCategories,
  useEffortTypes,
} from './effortRulesApi';
import { RuleFields, ruleErrors, type FieldErrors } from './RuleFields';
import { RulePreviewTable } from './RulePreviewTable';
import { useRuleWrites } from './useRuleWrites';

export interface RuleDialogProps {
  /** The rule to edit, or none for a new rule. */
  existing?: EffortRule;
  initial: RuleValues;
  onClose(outcome?: { saved?: boolean; stale?: boolean }): void;
}

const messageOf = (error: unknown) => {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  const fields = Object.values(body?.errors ?? {}).join(' ');
  return [(error as Error).message, fields].filter(Boolean).join(': ');
};

/**
 * Create or edit a rule in two steps: the fields, then the preview of whose effort the change moves
 * (POST effortRules/preview), and only from there Save. Mounted while open, so each opening starts afresh.
 */
export function RuleDialog({ existing, initial, onClose }: RuleDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<RuleValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<RulePreview>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { data: categories = [] } = useCategories();
  const { data: types = [] } = useEffortTypes();
  const { save } = useRuleWrites();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      if (isStale(error)) onClose({ stale: true });
      else setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const showPreview = () => {
    const found = ruleErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const rule = ruleValuesOf(existing ? { ...values, id: existing.id } : values);
      setPreview(await previewRuleChange({ kind: 'save', rule }));
    });
  };

  const saveRule = () =>
    void run(async () => {
      await save(values, existing);
      onClose({ saved: true });
    });

  return (
    <Dialog
      open
      onClose={() => onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {preview ? 'Before you save: whose effort moves' : existing ? 'Edit the rule' : 'New rule'}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {preview ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              With this rule, every row of every import is classified again. This is what changes:
            </DialogContentText>
            <RulePreviewTable preview={preview} />
          </>
        ) : (
          <RuleFields
            values={values}
            errors={errors}
            categories={categories}
            types={types}
            onChange={setValues}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        {preview ? (
          <>
            <Button onClick={() => setPreview(undefined)} disabled={busy}>
              Back
            </Button>
            <Button variant="contained" onClick={saveRule} disabled={busy}>
              Save
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={showPreview} disabled={busy}>
            Preview
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
