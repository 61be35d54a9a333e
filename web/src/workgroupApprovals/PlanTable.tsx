import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { PlanEntry } from './approvalTypes';
import { sectionOf } from './planChanges';

/** A workgroup's teaching assignments: section, instructor, points. */
export function PlanTable({ entries, label }: { entries: PlanEntry[]; label: string }) {
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        No teaching assignments.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Section</TableCell>
            <TableCell>Instructor</TableCell>
            <TableCell align="right">Points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.TeachingAssignmentId}>
              <TableCell>{sectionOf(entry)}</TableCell>
              <TableCell>{entry.instructorName ?? entry.UserId}</TableCell>
              <TableCell align="right">{formatNumber(entry.points)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
