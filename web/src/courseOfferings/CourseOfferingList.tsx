import { DataTable, NumberField } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { courseOfferingExporter } from '../shared/exporters/listExporters';
import { AppList } from '../shared/records/AppList';
import { decimalOptions, locale } from '../shared/records/formatting';
import { RecordLinkField } from '../shared/records/RecordLinkField';
import { RecordListEmpty } from '../shared/records/RecordListEmpty';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { recordFilters } from '../shared/records/recordFilters';
import { useRecordDefinition } from '../shared/records/useRecordDefinition';
import { TermModeChips } from './TermModeChips';

/**
 * The working academic period's course offerings: course number (to the offering), name, points and the
 * term modes it runs in; search by course number or name.
 */
export function CourseOfferingList() {
  return (
    <RequireAccess action="list">
      <WorkingPeriodGate>
        {(period) => <CourseOfferingListView periodId={period.id} periodName={period.name} />}
      </WorkingPeriodGate>
    </RequireAccess>
  );
}

function CourseOfferingListView({ periodId, periodName }: { periodId: string; periodName: string }) {
  const definition = useRecordDefinition();
  const { ability } = useAbility();
  return (
    <AppList
      filter={{ AcademicPeriodId: periodId }}
      sort={{ field: 'courseNumber', order: 'ASC' }}
      queryOptions={{ meta: { embed: ['OfferingTermModes'] } }}
      exporter={ability.can('read', 'DataExport') ? courseOfferingExporter(ability) : false}
      filters={recordFilters(definition, [])}
      empty={<RecordListEmpty title={`No course offerings in ${periodName} yet`} />}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="courseNumber" label="Course Number">
          <RecordLinkField source="courseNumber" />
        </DataTable.Col>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="points" label="Points" align="right">
          <NumberField source="points" locales={locale} options={decimalOptions} />
        </DataTable.Col>
        <DataTable.Col label="Term Modes" disableSort>
          <TermModeChips />
        </DataTable.Col>
      </DataTable>
    </AppList>
  );
}

export default CourseOfferingList;
