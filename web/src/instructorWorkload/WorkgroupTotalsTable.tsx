import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { WorkloadSummary } from './workloadSummary';

/** Per workgroup: faculty, points, and how many are over and under. */
export function WorkgroupTotalsTable({ groups }: { groups: WorkloadSummary[] }) {
  return (
    <TableContainer sx={{ mb: 3 }}>
      <Table size="small" aria-label="Totals by workgroup">
        <TableHead>
          <TableRow>
            <TableCell>Workgroup</TableCell>
            <TableCell align="right">Faculty</TableCell>
            <TableCell align="right">Required</TableCell>
            <TableCell align="right">Assigned</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell align="right">Over</TableCell>
            <TableCell align="right">Under</TableCell>
            <TableCell align="right">Not Set</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.name}>
              <TableCell component="th" scope="row">
                {group.name}
              </TableCell>
              <TableCell align="right">{formatNumber(group.facultyCount)}</TableCell>
              <TableCell align="right">{formatNumber(group.pointsRequired)}</TableCell>
              <TableCell align="right">{formatNumber(group.pointsAssigned)}</TableCell>
              <TableCell align="right">{formatNumber(group.pointsRemaining)}</TableCell>
              <TableCell align="right">{formatNumber(group.counts.over)}</TableCell>
              <TableCell align="right">{formatNumber(group.counts.under)}</TableCell>
              <TableCell align="right">{formatNumber(group.counts.notSet)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
