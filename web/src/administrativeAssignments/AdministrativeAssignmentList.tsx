import { type Theme, useMediaQuery } from '@mui/material';
import { administrativeAssignments } from '@tams/domain';
import {
  AutocompleteInput,
  DataTable,
  Loading,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
} from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { administrativeAssignmentExporter } from '../shared/exporters/listExporters';
import { AppList } from '../shared/records/AppList';
import { decimalOptions, locale } from '../shared/records/formatting';
import { RecordLinkField } from '../shared/records/RecordLinkField';
import { listSearchInput } from '../shared/records/listSearchInput';
import { RecordListEmpty } from '../shared/records/RecordListEmpty';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { userName } from '../shared/records/recordNames';
import { AdminAssignmentStatusField, ReviewAdminAssignmentButtons } from './ReviewAdminAssignment';

const { labels } = administrativeAssignments;

/** Period (the working one to start with), instructor, type, and free text over names and notes. */
const filters = (canReadUsers: boolean) => [
  listSearchInput(`Search ${labels.many}`),
  <ReferenceInput
    key="AcademicPeriodId"
    source="AcademicPeriodId"
    reference="academicPeriods"
    sort={{ field: 'startDate', order: 'DESC' }}
    alwaysOn
  >
    <AutocompleteInput label="Academic Period" optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  ...(canReadUsers
    ? [
        <ReferenceInput
          key="UserId"
          source="UserId"
          reference="users"
          filter={{ isFaculty: true }}
          sort={{ field: 'displayName', order: 'ASC' }}
        >
          <AutocompleteInput label="Instructor" optionText={userName} sx={{ minWidth: 240 }} />
        </ReferenceInput>,
      ]
    : []),
  <ReferenceInput
    key="AdministrativeAssignmentTypeId"
    source="AdministrativeAssignmentTypeId"
    reference="administrativeAssignmentTypes"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput label="Type" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  // the approvers' queue: what faculty reported and nobody has approved yet (DESIGN §19)
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'reported', name: 'Awaiting approval' },
      { id: 'approved', name: 'Approved' },
      { id: 'refused', name: 'Refused' },
    ]}
  />,
];

/**
 * Spec §2 Admin Assignments: work other than teaching that counts towards faculty points, listed for the
 * working academic period unless another period is picked. With effort management on, faculty report their
 * own: the Status column says whether each counts, and approvers approve or refuse them in place.
 */
export function AdministrativeAssignmentList() {
  return (
    <RequireAccess action="list">
      <WorkingPeriodGate>{(period) => <ListView periodId={period.id} />}</WorkingPeriodGate>
    </RequireAccess>
  );
}

function ListView({ periodId }: { periodId: string }) {
  const { ability, context, isPending } = useAbility();
  // on a phone the period (it is in the filter) and, for approvers, the type give way to the status
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPending) return <Loading />;
  const reviewing = Boolean(context?.FeatureFlags.aemEnabled) && ability.can('approve', 'AdminAssignment');
  return (
    <AppList
      filterDefaultValues={{ AcademicPeriodId: periodId }}
      sort={{ field: 'instructorName', order: 'ASC' }}
      exporter={ability.can('read', 'DataExport') ? administrativeAssignmentExporter(ability) : false}
      filters={filters(ability.can('read', 'User'))}
      empty={<RecordListEmpty />}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="instructorName" label="Instructor">
          <RecordLinkField source="instructorName" />
        </DataTable.Col>
        {!phone && (
          <DataTable.Col source="AcademicPeriodId" label="Academic Period" disableSort>
            <ReferenceField source="AcademicPeriodId" reference="academicPeriods" link={false} />
          </DataTable.Col>
        )}
        {!(phone && reviewing) && (
          <DataTable.Col source="AdministrativeAssignmentTypeId" label="Type" disableSort>
            <ReferenceField
              source="AdministrativeAssignmentTypeId"
              reference="administrativeAssignmentTypes"
              link={false}
            />
          </DataTable.Col>
        )}
        <DataTable.Col source="points" label="Points" align="right">
          <NumberField source="points" locales={locale} options={decimalOptions} />
        </DataTable.Col>
        {context?.FeatureFlags.aemEnabled && (
          <DataTable.Col source="status" label="Status">
            <AdminAssignmentStatusField />
            {phone && reviewing && <ReviewAdminAssignmentButtons stacked />}
          </DataTable.Col>
        )}
        {reviewing && !phone && (
          <DataTable.Col label="Review" disableSort>
            <ReviewAdminAssignmentButtons />
          </DataTable.Col>
        )}
      </DataTable>
    </AppList>
  );
}

export default AdministrativeAssignmentList;
