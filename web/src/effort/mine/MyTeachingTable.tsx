import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PointsText } from '../../instructors/WorkloadPoints';
import { formatDate } from '../../shared/records/formatting';
import { TeachingDifference } from './TeachingDifference';
import { shareText, type TeachingStatus } from './teachingWords';

/** One academic period of GET /api/myTeaching. */
export interface MyTeachingPeriod {
  AcademicPeriodId: string;
  name: string;
  startDate: string | null;
  payrollTeachingShare: number | null;
  expectedTeachingShare: number | null;
  expectedTeachingShareSource: 'payroll' | 'adjusted' | 'none';
  pointsRequired: number | null;
  pointsAssigned: number | null;
  pointsDifference: number | null;
  status: TeachingStatus;
}

/** My expected teaching share, required and assigned points per period, and how they compare, in words. */
export function MyTeachingTable({ periods }: { periods: MyTeachingPeriod[] }) {
  return (
    <TableContainer role="region" tabIndex={0} aria-label="Your teaching (table)" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Your teaching by academic period">
        <TableHead>
          <TableRow>
            <TableCell>Academic period</TableCell>
            <TableCell align="right">Expected teaching share</TableCell>
            <TableCell align="right">Required points</TableCell>
            <TableCell align="right">Assigned points</TableCell>
            <TableCell>Difference</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((period) => (
            <TableRow key={period.AcademicPeriodId} data-status={period.status}>
              <TableCell component="th" scope="row">
                {period.name}
                {period.startDate && (
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block' }}
                    color="text.secondary"
                  >
                    from {formatDate(period.startDate)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {shareText(period.expectedTeachingShare)}
                {period.expectedTeachingShareSource === 'adjusted' && (
                  <Chip size="small" label="adjusted" variant="outlined" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell align="right">
                <PointsText value={period.pointsRequired} />
              </TableCell>
              <TableCell align="right">
                <PointsText value={period.pointsAssigned} />
              </TableCell>
              <TableCell>
                <TeachingDifference difference={period.pointsDifference} status={period.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
