import { administrativeAssignments } from '@tams/domain';
import {
  AutocompleteInput,
  DataTable,
  Loading,
  NumberField,
  ReferenceField,
  ReferenceInput,
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
];

/**
 * Spec §2 Admin Assignments: work other than teaching that counts towards faculty points, listed for the
 * working academic period unless another period is picked.
 */
export function AdministrativeAssignmentList() {
  return (
    <RequireAccess action="list">
      <WorkingPeriodGate>{(period) => <ListView periodId={period.id} />}</WorkingPeriodGate>
    </RequireAccess>
  );
}

function ListView({ periodId }: { periodId: string }) {
  const { ability, isPending } = useAbility();
  if (isPending) return <Loading />;
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
        <DataTable.Col source="AcademicPeriodId" label="Academic Period" disableSort>
          <ReferenceField source="AcademicPeriodId" reference="academicPeriods" link={false} />
        </DataTable.Col>
        <DataTable.Col source="AdministrativeAssignmentTypeId" label="Type" disableSort>
          <ReferenceField
            source="AdministrativeAssignmentTypeId"
            reference="administrativeAssignmentTypes"
            link={false}
          />
        </DataTable.Col>
        <DataTable.Col source="points" label="Points" align="right">
          <NumberField source="points" locales={locale} options={decimalOptions} />
        </DataTable.Col>
      </DataTable>
    </AppList>
  );
}

export default AdministrativeAssignmentList;
