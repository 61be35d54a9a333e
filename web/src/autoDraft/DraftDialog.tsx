import {
  Alert,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button, useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { ProcessingData } from '../shared/ProcessingData';
import { canAssignIn } from '../teachingAssignments/canAssign';
import { draftPath, type DraftWeights, startDraft, useDraftDefaults } from './autoDraftApi';
import { serverWeightErrors, weightErrors, weightsOf, weightTextsOf, type WeightTexts } from './draftWeights';
import { WeightInputs } from './WeightInputs';

const wholePeriod = '';

interface DialogProps {
  periodId: string;
  periodName: string;
  /** The workgroup the list is filtered to, the scope offered first. */
  workgroupId: string | undefined;
  onClose(): void;
}

/**
 * What to draft: the whole period or one workgroup the user may assign in, whether instructors may go over
 * their required points, and the objective's weights (the server's defaults to start). "Draft" starts the
 * solve and opens the draft's page.
 */
export function DraftDialog(props: DialogProps) {
  const titleId = useId();
  const defaults = useDraftDefaults();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Draft assignments for {props.periodName}</DialogTitle>
      {defaults.isPending ? (
        <DialogContent>
          <ProcessingData />
        </DialogContent>
      ) : defaults.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">Could not read the default weights: {defaults.error.message}</Alert>
          </DialogContent>
          <DialogActions>
            <Button label="Close" onClick={props.onClose} />
          </DialogActions>
        </>
      ) : (
        <DraftForm {...props} defaults={defaults.data} />
      )}
    </Dialog>
  );
}

function DraftForm({ periodId, workgroupId, onClose, defaults }: DialogProps & { defaults: DraftWeights }) {
  const navigate = useNavigate();
  const { ability } = useAbility();
  const workgroups = useGetList('workgroups', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const assignable = useMemo(
    () =>
      (workgroups.data ?? []).filter((workgroup) =>
        canAssignIn(ability, { id: workgroup.id, WorkgroupId: workgroup.id }),
      ),
    [workgroups.data, ability],
  );
  const [scope, setScope] = useState<string>();
  const shownScope = scope ?? (assignable.some((w) => w.id === workgroupId) ? workgroupId! : wholePeriod);
  const [allowOverload, setAllowOverload] = useState(false);
  const [weights, setWeights] = useState<WeightTexts>(() => weightTextsOf(defaults));
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors?: Record<string, unknown> }>();

  const typedErrors = weightErrors(weights);
  const server = serverWeightErrors(refusal?.errors);
  const errors = { ...server.byWeight, ...(touched ? typedErrors : {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(typedErrors).length > 0) return;
    setSending(true);
    setRefusal(undefined);
    try {
      const id = await startDraft({
        AcademicPeriodId: periodId,
        WorkgroupId: shownScope === wholePeriod ? null : shownScope,
        allowOverload,
        weights: weightsOf(weights),
      });
      navigate(draftPath(id));
    } catch (error) {
      const { message, body } = error as { message: string; body?: { errors?: Record<string, unknown> } };
      setRefusal({ message, errors: body?.errors });
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            The draft proposes an instructor for each section that still needs one, keeping every assignment
            made already. Nothing is assigned until you accept proposals.
          </Typography>
          {refusal && (server.other.length > 0 || Object.keys(server.byWeight).length === 0) && (
            <Alert severity="error" role="alert">
              {server.other.length > 0 ? server.other.join('; ') : refusal.message}
            </Alert>
          )}
          <TextField
            select
            label="Scope"
            value={workgroups.isPending ? wholePeriod : shownScope}
            onChange={(event) => setScope(event.target.value)}
            helperText={
              shownScope === wholePeriod
                ? 'Every section of the period you may assign in'
                : 'Only the sections of this workgroup'
            }
          >
            <MenuItem value={wholePeriod}>The whole period</MenuItem>
            {assignable.map((workgroup) => (
              <MenuItem key={workgroup.id} value={String(workgroup.id)}>
                {String(workgroup.name)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={allowOverload}
                onChange={(event) => setAllowOverload(event.target.checked)}
              />
            }
            label="Allow overload (instructors may go over their required points, at a cost)"
          />
          <WeightInputs
            values={weights}
            errors={errors}
            disabled={sending}
            overloadAllowed={allowOverload}
            onChange={(typed) => {
              setWeights(typed);
              setRefusal(undefined); // what the server said was about the weights sent
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} />
        <Button type="submit" label="Draft" variant="contained" disabled={sending || workgroups.isPending} />
      </DialogActions>
    </form>
  );
}
