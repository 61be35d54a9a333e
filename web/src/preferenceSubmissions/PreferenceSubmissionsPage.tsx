import BackIcon from '@mui/icons-material/ArrowBack';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { Box, Button, Link, Typography } from '@mui/material';
import { DataTable, DateField, Loading, SelectInput, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Unauthorized } from '../layout/Unauthorized';
import { useAbility } from '../providers/useAbility';
import { AppList } from '../shared/records/AppList';
import { dateTimeOptions, locale } from '../shared/records/formatting';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import {
  preferenceStatusChoices,
  PreferenceStatusField,
} from '../teachingPreferencesMine/PreferenceStatusChip';
import type { Period } from '../workingPeriod/periodQueries';
import { usePreferenceSubmissionsMetric } from './preferenceMetrics';
import { SubmissionsMetric } from './SubmissionsMetric';
import type { SubmissionRow } from './submissionTypes';

const instructorPath = (row: SubmissionRow) => `/instructors/${encodeURIComponent(row.UserId)}/show`;

/** The faculty member's name, a link to their page (the row is clickable too, the link is for the keyboard). */
function InstructorLink() {
  const row = useRecordContext<SubmissionRow>();
  if (!row) return null;
  return (
    <Link component={RouterLink} to={instructorPath(row)} onClick={(event) => event.stopPropagation()}>
      {row.instructorName}
    </Link>
  );
}

function NoFaculty({ periodName }: { periodName: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <PeopleIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        No faculty receive assignments in {periodName}
      </Typography>
      <Typography color="text.secondary">
        Active faculty members who receive assignments are listed here with their preferences&rsquo; status.
      </Typography>
    </Box>
  );
}

function SubmissionsView({ period }: { period: Period }) {
  const metric = usePreferenceSubmissionsMetric(period.id);
  const workgroups = (metric.data?.workgroups ?? []).map((w) => ({ id: w.WorkgroupId, name: w.name }));
  const filters = [
    <SelectInput key="status" source="status" label="Status" choices={preferenceStatusChoices} alwaysOn />,
    <SelectInput key="WorkgroupId" source="WorkgroupId" label="Workgroup" choices={workgroups} alwaysOn />,
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Button component={RouterLink} to="/instructors" startIcon={<BackIcon />} size="small" sx={{ mb: 1 }}>
        Instructors
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Teaching Preference Submissions
      </Typography>
      <SubmissionsMetric periodId={period.id} periodName={period.name} />
      <AppList
        resource="preferenceSubmissions"
        title={`Teaching Preference Submissions · ${period.name}`}
        filter={{ AcademicPeriodId: period.id }}
        sort={{ field: 'instructorName', order: 'ASC' }}
        filters={filters}
        exporter={false}
        empty={<NoFaculty periodName={period.name} />}
        perPage={25}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => instructorPath(record as SubmissionRow)}
        >
          <DataTable.Col source="instructorName" label="Instructor">
            <InstructorLink />
          </DataTable.Col>
          <DataTable.Col source="status" label="Status">
            <PreferenceStatusField />
          </DataTable.Col>
          <DataTable.Col source="preferenceCount" label="Preferences" align="right" />
          <DataTable.Col source="submittedAt" label="Submitted">
            <DateField
              source="submittedAt"
              locales={locale}
              options={dateTimeOptions}
              showTime
              emptyText="—"
            />
          </DataTable.Col>
          <DataTable.Col source="updatedAt" label="Last Change">
            <DateField source="updatedAt" locales={locale} options={dateTimeOptions} showTime emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </AppList>
    </Box>
  );
}

/**
 * Staff's view of the period's teaching preferences (reached from the Instructors list): the share of
 * faculty who submitted, overall and by workgroup, and each faculty member's status; a row opens their page.
 */
export function PreferenceSubmissionsPage() {
  const { ability, isPending } = useAbility();
  if (isPending) return <Loading />;
  if (!ability.can('read', 'Instructor')) return <Unauthorized />;
  return <WorkingPeriodGate>{(period) => <SubmissionsView period={period} />}</WorkingPeriodGate>;
}

export default PreferenceSubmissionsPage;
