import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../../shared/records/formatting';

/** Someone whose required points a change would move (DESIGN §19), as the API lists them. */
export interface RequiredPointMove {
  UserId: string;
  name: string;
  academicPeriodName?: string;
  before: number | null;
  after: number | null;
}

const points = (value: number | null) => (value === null ? 'not set' : formatNumber(value));

/**
 * "Whose required points would change": before an effort import or a classification rule change, the
 * people whose required points follow from their effort share and would move, before -> after.
 */
export function RequiredPointMoves({ moves, what }: { moves: readonly RequiredPointMove[]; what: string }) {
  if (moves.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {what} changes nobody's required points.
      </Typography>
    );
  const withPeriod = moves.some((move) => move.academicPeriodName);
  return (
    <TableContainer sx={{ maxHeight: 320, mt: 1 }}>
      <Table size="small" stickyHeader aria-label="Whose required points would change">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            {withPeriod && <TableCell>Academic period</TableCell>}
            <TableCell align="right">Required now</TableCell>
            <TableCell align="right">Would be</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {moves.map((move) => (
            <TableRow key={`${move.UserId}-${move.academicPeriodName ?? ''}`}>
              <TableCell>{move.name}</TableCell>
              {withPeriod && <TableCell>{move.academicPeriodName}</TableCell>}
              <TableCell align="right">{points(move.before)}</TableCell>
              <TableCell align="right">{points(move.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
