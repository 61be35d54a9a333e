import AdvanceIcon from '@mui/icons-material/ArrowForward';
import RevertIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { progressStepOf } from '@tams/domain';
import { formatDateTime } from '../shared/records/formatting';
import { ProcessingData } from '../shared/ProcessingData';
import { useProgressActions } from './progressQueries';

const stepText = (number: number) => {
  const step = progressStepOf(number);
  return step ? `${step.number}. ${step.name}` : String(number);
};

/** Who advanced or reverted the period's step, when, and why (read ProgressAction), newest first. */
export function ProgressHistory({ periodId }: { periodId: string }) {
  const { data, error, isPending } = useProgressActions(periodId, true);
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        The step of this period has not been moved yet.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Progress history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{formatDateTime(row.at)}</TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {row.action === 'advance' ? (
                    <AdvanceIcon fontSize="small" aria-hidden />
                  ) : (
                    <RevertIcon fontSize="small" aria-hidden />
                  )}
                  {row.action === 'advance' ? 'Advanced' : 'Reverted'}
                </Box>
              </TableCell>
              <TableCell>{stepText(row.fromStep)}</TableCell>
              <TableCell>{stepText(row.toStep)}</TableCell>
              <TableCell>{row.actorName ?? 'System'}</TableCell>
              <TableCell>{row.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
