import PeopleIcon from '@mui/icons-material/PeopleOutline';
import PreferencesIcon from '@mui/icons-material/ThumbsUpDownOutlined';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathAsOf } from '../history/asOf';
import { AsOfBar } from '../history/AsOfBar';
import { AsOfLinkField } from '../history/AsOfLinkField';
import { ExplainInstructorField } from '../history/ExplainFields';
import { useAsOf, useCanReadHistory } from '../history/useAsOf';
import { useAbility } from '../providers/useAbility';
import { instructorExporter } from '../shared/exporters/listExporters';
import { AppList, AppListActions } from '../shared/records/AppList';
import { RecordLinkField } from '../shared/records/RecordLinkField';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { instructorFilters } from './instructorFilters';
import { PointsField, RemainingPointsField } from './WorkloadPoints';
import { WorkgroupChips } from './WorkgroupChips';

function NoInstructors({ periodName }: { periodName: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <PeopleIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        No instructors in {periodName} yet
      </Typography>
      <Typography color="text.secondary">
        Users with a faculty profile appear here, with their workload in the working academic period.
      </Typography>
    </Box>
  );
}

/** The list's filters and export, and the way to the period's teaching preference submissions. */
function InstructorListActions() {
  return (
    <AppListActions>
      <Button
        component={Link}
        to="/instructors/preferenceSubmissions"
        startIcon={<PreferencesIcon />}
        size="small"
      >
        Preference Submissions
      </Button>
    </AppListActions>
  );
}

/**
 * Spec §2 Instructors: every faculty member with their type, rank, division and workgroups, and their points
 * in the working academic period: required, assigned and remaining, over and under marked in colour and words.
 */
export function InstructorList() {
  return (
    <RequireAccess action="list">
      <WorkingPeriodGate>
        {(period) => (
          <>
            <AsOfBar periodId={period.id} />
            <InstructorListView periodId={period.id} periodName={period.name} />
          </>
        )}
      </WorkingPeriodGate>
    </RequireAccess>
  );
}

function InstructorListView({ periodId, periodName }: { periodId: string; periodName: string }) {
  const { ability } = useAbility();
  const { asOf } = useAsOf();
  const canReadHistory = useCanReadHistory();
  return (
    <AppList
      title={`Instructors · ${periodName}`}
      filter={{ AcademicPeriodId: periodId }}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={ability.can('read', 'DataExport') ? instructorExporter(ability) : false}
      actions={<InstructorListActions />}
      filters={instructorFilters(ability.can('read', 'Workgroup'))}
      empty={<NoInstructors periodName={periodName} />}
      perPage={25}
      disableSyncWithLocation={asOf !== null} // the list's own URL parameters would drop the instant
    >
      <DataTable
        rowClick={asOf ? (id) => pathAsOf(`/instructors/${String(id)}/show`, asOf) : 'show'}
        bulkActionButtons={false}
      >
        <DataTable.Col source="name" label="Name">
          {asOf ? <AsOfLinkField source="name" /> : <RecordLinkField source="name" />}
        </DataTable.Col>
        <DataTable.Col source="instructorTypeName" label="Type" disableSort>
          <TextField source="instructorTypeName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="rankName" label="Rank" disableSort>
          <TextField source="rankName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="divisionName" label="Division" disableSort>
          <TextField source="divisionName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="Workgroups" disableSort>
          <WorkgroupChips />
        </DataTable.Col>
        <DataTable.Col source="sectionCount" label="Sections" align="right" />
        <DataTable.Col source="pointsRequired" label="Required" align="right">
          <PointsField source="pointsRequired" />
        </DataTable.Col>
        <DataTable.Col source="pointsAssigned" label="Assigned" align="right">
          <PointsField source="pointsAssigned" />
        </DataTable.Col>
        <DataTable.Col source="pointsRemaining" label="Remaining" align="right">
          <RemainingPointsField />
        </DataTable.Col>
        {canReadHistory && (
          <DataTable.Col label="Points explained" disableSort>
            <ExplainInstructorField periodId={periodId} />
          </DataTable.Col>
        )}
      </DataTable>
    </AppList>
  );
}

export default InstructorList;
