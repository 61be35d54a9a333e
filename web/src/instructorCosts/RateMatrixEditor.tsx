import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { RateMatrix } from './costApi';
import { useSaveRates } from './costApi';
import { CopyRatesButton } from './CopyRatesButton';
import { RateCellInputs } from './RateCellInputs';
import { type CellDraft, cellErrors, cellKey, changesOf, draftOf, serverCellErrors } from './rateDrafts';

type HttpError = Error & { status?: number; body?: { errors?: Record<string, string> } };

/**
 * The period's rates as a matrix (rows ranks, columns instructor types): each cell a cost per point and an
 * overload rate. Edits stay local until saved; a save sends the changed cells with the versions they were
 * edited at, so a cell someone else changed meanwhile is refused (409) rather than overwritten.
 */
export function RateMatrixEditor({ matrix, onReload }: { matrix: RateMatrix; onReload(): void }) {
  const [drafts, setDrafts] = useState<Record<string, CellDraft>>({});
  const [errors, setErrors] = useState<Record<string, Partial<CellDraft>>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveRates(matrix.AcademicPeriodId);
  const notify = useNotify();
  const savedOf = new Map(matrix.rates.map((rate) => [cellKey(rate), rate]));
  const changes = changesOf(drafts, matrix.rates);

  const edit = (key: string, draft: CellDraft) => {
    setDrafts((current) => ({ ...current, [key]: draft }));
    setErrors(({ [key]: _dropped, ...others }) => others);
  };

  const submit = () => {
    const found = Object.fromEntries(
      changes
        .map((change) => [cellKey(change), cellErrors(drafts[cellKey(change)]!)] as const)
        .filter(([, cell]) => Object.keys(cell).length > 0),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { rates: changes },
      {
        onSuccess: () => {
          setDrafts({});
          setConflict(null);
          notify(`Saved ${changes.length} rate${changes.length === 1 ? '' : 's'}`, { type: 'success' });
        },
        onError: (error) => {
          const http = error as HttpError;
          if (http.status === 400 && http.body?.errors)
            setErrors(serverCellErrors(http.body.errors, changes));
          else if (http.status === 409 || http.status === 412) setConflict(http.message);
          else notify(http.message, { type: 'error' });
        },
      },
    );
  };

  const reload = () => {
    setDrafts({});
    setErrors({});
    setConflict(null);
    onReload();
  };

  if (matrix.instructorTypes.length === 0 || matrix.ranks.length === 0)
    return (
      <Alert severity="info">
        Rates are set per instructor type and rank: add them under Configuration first (Instructor Types,
        Ranks).
      </Alert>
    );

  return (
    <Box>
      {matrix.rates.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No rates are set for {matrix.academicPeriodName} yet: every instructor&rsquo;s cost is unknown until
          their instructor type and rank have a rate. Enter them below or copy them from the previous period.
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Reload
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={`Rates of ${matrix.academicPeriodName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Rank</TableCell>
              {matrix.instructorTypes.map((type) => (
                <TableCell key={type.id}>{type.name}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.ranks.map((rank) => (
              <TableRow key={rank.id}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', pt: 2 }}>
                  {rank.name}
                </TableCell>
                {matrix.instructorTypes.map((type) => {
                  const key = cellKey({ InstructorTypeId: type.id, RankId: rank.id });
                  return (
                    <TableCell
                      key={type.id}
                      data-cell={`${rank.name} / ${type.name}`}
                      sx={{ minWidth: 150, verticalAlign: 'top' }}
                    >
                      <RateCellInputs
                        label={`${rank.name}, ${type.name}`}
                        draft={drafts[key] ?? draftOf(savedOf.get(key))}
                        errors={errors[key] ?? {}}
                        onChange={(draft) => edit(key, draft)}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={changes.length === 0 || save.isPending}
          onClick={submit}
        >
          Save rates
        </Button>
        {changes.length > 0 && (
          <>
            <Button onClick={reload} disabled={save.isPending}>
              Discard changes
            </Button>
            <Typography variant="body2" color="text.secondary">
              {changes.length} unsaved change{changes.length === 1 ? '' : 's'}
            </Typography>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <CopyRatesButton matrix={matrix} disabled={changes.length > 0} />
      </Box>
    </Box>
  );
}
