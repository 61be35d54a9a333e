import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import type { InstructorRow } from '../instructors/instructorTypes';
import { PointsText } from '../instructors/WorkloadPoints';
import { WorkloadStatusChip } from '../instructors/WorkloadStatusChip';

/** Each faculty member's points in the period, a name opening their workload by period. */
export function WorkloadTable({ rows, label }: { rows: InstructorRow[]; label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Workgroups</TableCell>
            <TableCell align="right">Sections</TableCell>
            <TableCell align="right">Required</TableCell>
            <TableCell align="right">Teaching</TableCell>
            <TableCell align="right">Admin</TableCell>
            <TableCell align="right">Assigned</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-status={row.workloadStatus}>
              <TableCell component="th" scope="row">
                <Link to={`/instructorWorkload/${row.id}`}>{row.name}</Link>
              </TableCell>
              <TableCell>{row.Workgroups.map((workgroup) => workgroup.name).join(', ') || '—'}</TableCell>
              <TableCell align="right">{row.sectionCount}</TableCell>
              <TableCell align="right">
                <PointsText value={row.pointsRequired} />
              </TableCell>
              <TableCell align="right">
                <PointsText value={row.teachingPoints} />
              </TableCell>
              <TableCell align="right">
                <PointsText value={row.adminPoints} />
              </TableCell>
              <TableCell align="right">
                <PointsText value={row.pointsAssigned} />
              </TableCell>
              <TableCell align="right">
                <PointsText value={row.pointsRemaining} status={row.workloadStatus} />
              </TableCell>
              <TableCell>
                <WorkloadStatusChip status={row.workloadStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
