import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type EffortRule, isStale, previewRuleChange } from './effortRulesApi';
import { RulePreviewTable } from './RulePreviewTable';
import { useRuleWrites } from './useRuleWrites';

/** Deleting a rule, after a confirmation that shows whose effort the deletion moves. */
export function DeleteRuleDialog({
  rule,
  label,
  onClose,
}: {
  rule: EffortRule;
  label: string;
  onClose(outcome?: { deleted?: boolean; stale?: boolean }): void;
}) {
  const titleId = useId();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { remove } = useRuleWrites();
  const preview = useQuery({
    queryKey: ['effortRulePreview', 'delete', rule.id, rule.version],
    queryFn: () => previewRuleChange({ kind: 'delete', id: rule.id }),
    gcTime: 0,
  });

  const confirm = async () => {
    setBusy(true);
    try {
      await remove(rule);
      onClose({ deleted: true });
    } catch (error) {
      if (isStale(error)) onClose({ stale: true });
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete the rule {label}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The rows it classified go to the next rule that matches them, or become unclassified.
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {preview.isPending ? (
          <CircularProgress size={24} aria-label="Loading the preview" />
        ) : preview.error ? (
          <Alert severity="warning">The preview cannot be shown: {preview.error.message}</Alert>
        ) : (
          <RulePreviewTable preview={preview.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
