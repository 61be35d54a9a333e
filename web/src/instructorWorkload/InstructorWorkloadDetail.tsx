import PersonIcon from '@mui/icons-material/Person';
import PrintIcon from '@mui/icons-material/Print';
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
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PointsText } from '../instructors/WorkloadPoints';
import { WorkloadStatusChip } from '../instructors/WorkloadStatusChip';
import { loadSheetPath } from '../reports/print/printRoutes';
import { ProcessingData } from '../shared/ProcessingData';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';
import { usePeriodWorkloads } from './usePeriodWorkloads';

function PeriodsTable({ userId, working }: { userId: string; working: Period }) {
  const { workloads, error, isPending, name } = usePeriodWorkloads(userId, working.id);
  if (error) return <Alert severity="error">Could not read the workload: {error.message}</Alert>;
  if (isPending) return <ProcessingData />;
  return (
    <>
      <Title title={`Workload of ${name ?? 'instructor'}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h4" component="h1">
          Workload of {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={loadSheetPath(userId, working.id)} startIcon={<PrintIcon />}>
            Print load sheet
          </Button>
          <Button component={Link} to={`/instructors/${userId}/show`} startIcon={<PersonIcon />}>
            Instructor page
          </Button>
        </Box>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={`Workload of ${name ?? 'the instructor'} by academic period`}>
          <TableHead>
            <TableRow>
              <TableCell>Academic Period</TableCell>
              <TableCell align="right">Sections</TableCell>
              <TableCell align="right">Admin Assignments</TableCell>
              <TableCell align="right">Required</TableCell>
              <TableCell align="right">Teaching</TableCell>
              <TableCell align="right">Admin</TableCell>
              <TableCell align="right">Assigned</TableCell>
              <TableCell align="right">Remaining</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {workloads.map(({ periodId, periodName, assigned, instructor }) => (
              <TableRow key={periodId} selected={periodId === working.id}>
                <TableCell component="th" scope="row">
                  {periodName}
                  {periodId === working.id ? ' (working period)' : ''}
                </TableCell>
                <TableCell align="right">{assigned?.sectionCount ?? 0}</TableCell>
                <TableCell align="right">{assigned?.adminAssignmentCount ?? 0}</TableCell>
                <TableCell align="right">
                  <PointsText value={instructor?.pointsRequired} />
                </TableCell>
                <TableCell align="right">
                  <PointsText value={assigned?.teachingPoints ?? 0} />
                </TableCell>
                <TableCell align="right">
                  <PointsText value={assigned?.adminPoints ?? 0} />
                </TableCell>
                <TableCell align="right">
                  <PointsText value={assigned?.pointsAssigned ?? 0} />
                </TableCell>
                <TableCell align="right">
                  <PointsText value={instructor?.pointsRemaining} status={instructor?.workloadStatus} />
                </TableCell>
                <TableCell>
                  <WorkloadStatusChip status={instructor?.workloadStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** /instructorWorkload/{userId}: one faculty member's workload in each academic period, newest first. */
export function InstructorWorkloadDetail() {
  const { userId } = useParams<'userId'>();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <WorkingPeriodGate>{(period) => <PeriodsTable userId={userId!} working={period} />}</WorkingPeriodGate>
    </Box>
  );
}

export default InstructorWorkloadDetail;
