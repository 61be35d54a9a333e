import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PointsMove } from '@tams/domain';
import type { ReactNode } from 'react';
import { formatNumber } from '../shared/records/formatting';
import { signedPoints } from './differenceText';

type Moved = { id: string; name: string; before: number | null; after: number | null };

const points = (value: number | null) => (value === null ? 'not set' : formatNumber(value));

/**
 * Points at the two instants, one row per instructor or workgroup, and a last column: how much moved
 * (PointsMove) or what a row needs said beside (`last`).
 */
export function PointsMoves<Row extends Moved = PointsMove>({
  title,
  rows,
  nameLabel,
  emptyText = 'No points moved.',
  last = {
    label: 'Moved',
    align: 'right',
    cell: (row) => signedPoints((row as unknown as PointsMove).delta),
  },
}: {
  title: string;
  rows: Row[];
  nameLabel: string;
  emptyText?: string;
  last?: { label: string; align?: 'right'; cell(row: Row): ReactNode };
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={`${title}, scrollable`}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{nameLabel}</TableCell>
                <TableCell align="right">Before</TableCell>
                <TableCell align="right">After</TableCell>
                <TableCell align={last.align}>{last.label}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell align="right">{points(row.before)}</TableCell>
                  <TableCell align="right">{points(row.after)}</TableCell>
                  <TableCell align={last.align}>{last.cell(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
