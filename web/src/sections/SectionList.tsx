import { DataTable, Loading, NumberField, ReferenceField } from 'react-admin';
import { AsOfBar } from '../history/AsOfBar';
import { ExplainSectionField } from '../history/ExplainFields';
import { useAsOf, useCanReadHistory } from '../history/useAsOf';
import { useAbility } from '../providers/useAbility';
import { sectionExporter } from '../shared/exporters/listExporters';
import { AppList } from '../shared/records/AppList';
import { decimalOptions, locale } from '../shared/records/formatting';
import { RecordLinkField } from '../shared/records/RecordLinkField';
import { RecordListEmpty } from '../shared/records/RecordListEmpty';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { CoverageChip } from './CoverageChip';
import { MeetingSummary } from './MeetingSummary';
import { SetPointsButton } from './SetPointsButton';
import { useSectionFilters } from './sectionFilters';

/**
 * The working academic period's sections with their course, term, teaching mode, meeting, enrollment,
 * points and coverage; filters; those who manage sections select rows to set their points at once.
 */
export function SectionList() {
  return (
    <RequireAccess action="list">
      <WorkingPeriodGate>
        {(period) => (
          <>
            <AsOfBar periodId={period.id} />
            <SectionListView periodId={period.id} periodName={period.name} />
          </>
        )}
      </WorkingPeriodGate>
    </RequireAccess>
  );
}

function SectionListView({ periodId, periodName }: { periodId: string; periodName: string }) {
  const { ability } = useAbility();
  const { asOf } = useAsOf();
  const canReadHistory = useCanReadHistory();
  const { filters, isPending } = useSectionFilters(periodId);
  if (isPending) return <Loading />;
  return (
    <AppList
      keep="sections"
      filter={{ AcademicPeriodId: periodId }}
      sort={{ field: 'sectionNumber', order: 'ASC' }}
      queryOptions={{ meta: { embed: ['Meetings'] } }}
      exporter={ability.can('read', 'DataExport') ? sectionExporter(ability) : false}
      filters={filters}
      empty={<RecordListEmpty title={`No sections in ${periodName} yet`} />}
      perPage={25}
      disableSyncWithLocation={asOf !== null} // the list's own URL parameters would drop the instant
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={ability.can('update', 'Section') ? <SetPointsButton /> : false}
      >
        <DataTable.Col source="sectionNumber" label="Section">
          <RecordLinkField source="sectionNumber" />
        </DataTable.Col>
        {/* every reader of a section reads its course number (the API adds it): "MATH 495" beside "001" */}
        <DataTable.Col source="courseNumber" label="Course" disableSort />
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="AcademicTermId" label="Term" disableSort>
          <ReferenceField source="AcademicTermId" reference="academicTerms" link={false} />
        </DataTable.Col>
        <DataTable.Col source="TeachingModeId" label="Teaching Mode" disableSort>
          <ReferenceField source="TeachingModeId" reference="teachingModes" link={false} />
        </DataTable.Col>
        <DataTable.Col label="Meeting" disableSort>
          <MeetingSummary />
        </DataTable.Col>
        <DataTable.Col source="enrollment" label="Enrollment" align="right" />
        <DataTable.Col source="points" label="Points" align="right">
          <NumberField source="points" locales={locale} options={decimalOptions} />
        </DataTable.Col>
        <DataTable.Col source="coverageStatus" label="Coverage">
          <CoverageChip />
        </DataTable.Col>
        <DataTable.Col source="variance" label="Variance" align="right">
          <NumberField source="variance" locales={locale} options={decimalOptions} />
        </DataTable.Col>
        {canReadHistory && (
          <DataTable.Col label="Points explained" disableSort>
            <ExplainSectionField />
          </DataTable.Col>
        )}
      </DataTable>
    </AppList>
  );
}

export default SectionList;
