import { alpha, Box, type Theme, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { DataTable, List } from 'react-admin';
import { PointsText } from '../../instructors/WorkloadPoints';
import { useAbility } from '../../providers/useAbility';
import { formatNumber } from '../../shared/records/formatting';
import { TeachingDifference } from '../mine/TeachingDifference';
import { shareText } from '../mine/teachingWords';
import { AdjustShareDialog } from './AdjustShareDialog';
import { DistributionBar } from './DistributionBar';
import { type InstructorEffortRow, listFitsSx } from './effortOverviewTypes';
import { ExpectedShareField } from './ExpectedShareField';
import { facultyEffortFilters } from './facultyEffortFilters';

const Col = DataTable.Col<InstructorEffortRow>;

/** Over and under rows tinted with the theme's error and warning colours (their words say it too). */
const rowTintIn = (theme: Theme) => (row: InstructorEffortRow) =>
  row.status === 'over' || row.status === 'under'
    ? { bgcolor: alpha(theme.palette[row.status === 'over' ? 'error' : 'warning'].main, 0.08) }
    : {};

function NoFaculty({ periodName }: { periodName: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, width: '100%' }}>
      <Typography color="text.secondary">No faculty effort in {periodName} yet.</Typography>
    </Box>
  );
}

/**
 * Each faculty member's effort in the period: total, distribution, payroll and expected teaching share
 * (adjustable by an effortManager), required and assigned points, and the difference in words.
 */
export function FacultyEffortList({ periodId, periodName }: { periodId: string; periodName: string }) {
  const { ability } = useAbility();
  const theme = useTheme();
  const canAdjust = ability.can('update', 'EffortActual');
  const [adjusting, setAdjusting] = useState<InstructorEffortRow | null>(null);
  return (
    <>
      <List<InstructorEffortRow>
        resource="instructorEfforts"
        title={false}
        filter={{ AcademicPeriodId: periodId }}
        filters={facultyEffortFilters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        empty={<NoFaculty periodName={periodName} />}
        storeKey={`effortOverview.faculty.${periodId}`}
        sx={listFitsSx}
      >
        <DataTable<InstructorEffortRow> bulkActionButtons={false} rowClick={false} rowSx={rowTintIn(theme)}>
          <Col source="name" label="Name" />
          <Col
            source="totalAmount"
            label="Total"
            align="right"
            render={(row) => formatNumber(row.totalAmount)}
          />
          <Col
            label="Distribution"
            disableSort
            render={(row) => <DistributionBar categories={row.categories} />}
          />
          <Col
            source="payrollTeachingShare"
            label="Payroll teaching"
            align="right"
            render={(row) => shareText(row.payrollTeachingShare)}
          />
          <Col
            source="expectedTeachingShare"
            label="Expected teaching"
            render={(row) => <ExpectedShareField row={row} onAdjust={canAdjust ? setAdjusting : undefined} />}
          />
          <Col
            source="pointsRequired"
            label="Required"
            align="right"
            render={(row) => <PointsText value={row.pointsRequired} />}
          />
          <Col
            source="pointsAssigned"
            label="Assigned"
            align="right"
            render={(row) => <PointsText value={row.pointsAssigned} />}
          />
          <Col
            source="pointsDifference"
            label="Difference"
            render={(row) => <TeachingDifference difference={row.pointsDifference} status={row.status} />}
          />
        </DataTable>
      </List>
      {adjusting && <AdjustShareDialog row={adjusting} onClose={() => setAdjusting(null)} />}
    </>
  );
}
