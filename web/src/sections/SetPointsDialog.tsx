import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { sections } from '@tams/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  type Identifier,
  NumberInput,
  type RaRecord,
  SaveButton,
  useDataProvider,
} from 'react-admin';
import type { BulkUpdateResult, TamsDataProvider } from '../providers/dataProvider';
import { validatorsOf } from '../shared/records/fieldValidation';
import { FormServerError } from '../shared/records/FormServerError';

const { points } = sections.fields;
const plural = (count: number) => `${count} section${count === 1 ? '' : 's'}`;

export interface SetPointsDialogProps {
  open: boolean;
  /** The selected sections, with the version each was read at (a section changed since then fails). */
  selected: RaRecord[];
  /** `failedIds`, once updated: the sections that were not (to keep them selected, to try again). */
  onClose(failedIds?: Identifier[]): void;
}

/** Sets the points of the selected sections at once, then says how many were updated and why others were not. */
export function SetPointsDialog({ open, selected, onClose }: SetPointsDialogProps) {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [result, setResult] = useState<BulkUpdateResult>();
  const nameOf = (id: Identifier) =>
    String(selected.find((section) => section.id === id)?.sectionNumber ?? id);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const records = selected.map(({ id, version }) => ({ id, version: Number(version) }));
      const { data } = await dataProvider.bulkUpdateSections(records, { points: Number(values.points) });
      setResult(data);
      await queryClient.invalidateQueries({ queryKey: ['sections'] });
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body;
      const errors = body?.errors ?? { root: { serverError: (error as Error).message } };
      // the server names the changed value `values.points`
      return { ...errors, ...(errors['values.points'] ? { points: errors['values.points'] } : {}) };
    }
  };
  const close = () => onClose(result?.failed.map((failure) => failure.id));

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // the result stays while the dialog fades out; the next opening starts with the form
      slotProps={{ transition: { onExited: () => setResult(undefined) } }}
    >
      <DialogTitle id={titleId}>Set the points of {plural(selected.length)}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Alert severity={result.failed.length ? 'warning' : 'success'} role="status" sx={{ mb: 1 }}>
              Updated {plural(result.updated.length)}.
              {result.failed.length > 0 && ` ${plural(result.failed.length)} could not be updated:`}
            </Alert>
            {result.failed.length > 0 && (
              <ul aria-label="Sections not updated">
                {result.failed.map((failure) => (
                  <li key={String(failure.id)}>
                    {nameOf(failure.id)}: {failure.message}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button label="Done" variant="contained" onClick={close} />
          </DialogActions>
        </>
      ) : (
        <Form onSubmit={submit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Each section gets these points. A section someone else changed meanwhile is left as it is.
            </DialogContentText>
            <FormServerError />
            <NumberInput
              source="points"
              label={points.label}
              validate={validatorsOf(points)}
              min={0}
              max={points.max}
              step="any"
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button label="Cancel" onClick={close} />
            <SaveButton label="Set points" alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
