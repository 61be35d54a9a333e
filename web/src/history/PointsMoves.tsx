import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PointsMove } from '@tams/domain';
import { formatNumber } from '../shared/records/formatting';
import { signedPoints } from './differenceText';

/** Points that moved between the two instants, per instructor or per workgroup. */
export function PointsMoves({
  title,
  rows,
  nameLabel,
}: {
  title: string;
  rows: PointsMove[];
  nameLabel: string;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No points moved.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={`${title}, scrollable`}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{nameLabel}</TableCell>
                <TableCell align="right">Before</TableCell>
                <TableCell align="right">After</TableCell>
                <TableCell align="right">Moved</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell align="right">{formatNumber(row.before)}</TableCell>
                  <TableCell align="right">{formatNumber(row.after)}</TableCell>
                  <TableCell align="right">{signedPoints(row.delta)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
