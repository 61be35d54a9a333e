import { Link } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  FilterButton,
  Loading,
  NumberField,
  type RaRecord,
  ReferenceField,
  TopToolbar,
  useRecordContext,
  useStore,
} from 'react-admin';
import { DraftAssignmentsButton } from '../autoDraft/DraftAssignmentsButton';
import { ExplainSectionField } from '../history/ExplainFields';
import { useAsOf, useCanReadHistory } from '../history/useAsOf';
import { CoverageChip } from '../sections/CoverageChip';
import { MeetingSummary } from '../sections/MeetingSummary';
import { useSectionFilters } from '../sections/sectionFilters';
import { AppList } from '../shared/records/AppList';
import { decimalOptions, locale } from '../shared/records/formatting';
import { type CoverageScope, scopeFilter } from './coverageScope';
import { CoverageScopeToggle } from './CoverageScopeToggle';
import { SectionAssignmentsEmpty } from './SectionAssignmentsEmpty';

const workbenchFilters = new Set(['q', 'WorkgroupId', 'CourseId', 'AcademicTermId']);

/** The section number as a button: opens the section's assignments beside the list. */
function OpenSectionButton({ onOpen }: { onOpen(row: RaRecord): void }) {
  const row = useRecordContext();
  if (!row) return null;
  const number = String(row.sectionNumber);
  return (
    <Link
      component="button"
      type="button"
      aria-label={`Open section ${number}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {number}
    </Link>
  );
}

/**
 * The working period's sections for assigning: by default only those needing coverage, filtered by
 * workgroup, course and term; a row (or its section number, by keyboard) opens it in `onOpen`.
 */
export function SectionAssignmentsList({
  periodId,
  periodName,
  selectedId,
  onOpen,
}: {
  periodId: string;
  periodName: string;
  selectedId: string | undefined;
  onOpen(row: RaRecord): void;
}) {
  const { asOf } = useAsOf();
  const canReadHistory = useCanReadHistory();
  const [scope, setScope] = useStore<CoverageScope>('sectionAssignments.scope', 'needsCoverage');
  const sectionFilters = useSectionFilters(periodId);
  const filters = useMemo(
    () => sectionFilters.filters.filter((filter) => workbenchFilters.has(String(filter.key))),
    [sectionFilters.filters],
  );
  if (sectionFilters.isPending) return <Loading />;
  return (
    <AppList
      resource="sections"
      keep="sectionAssignments"
      title="Section Assignments"
      filter={{ AcademicPeriodId: periodId, ...scopeFilter(scope) }}
      filters={filters}
      sort={{ field: 'sectionNumber', order: 'ASC' }}
      queryOptions={{ meta: { embed: ['Meetings'] } }}
      exporter={false}
      actions={
        <TopToolbar>
          <CoverageScopeToggle value={scope} onChange={setScope} />
          <FilterButton />
          {asOf === null && <DraftAssignmentsButton periodId={periodId} periodName={periodName} />}
        </TopToolbar>
      }
      empty={
        <SectionAssignmentsEmpty scope={scope} periodName={periodName} onShowAll={() => setScope('all')} />
      }
      perPage={25}
      disableSyncWithLocation={asOf !== null} // the list's own URL parameters would drop the instant
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, row) => {
          onOpen(row);
          return false;
        }}
        rowSx={(row) => (row.id === selectedId ? { bgcolor: 'action.selected' } : {})}
      >
        <DataTable.Col source="sectionNumber" label="Section">
          <OpenSectionButton onOpen={onOpen} />
        </DataTable.Col>
        {/* every reader of a section reads its course number (the API adds it): "MATH 495" beside "001" */}
        <DataTable.Col source="courseNumber" label="Course" disableSort />
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="AcademicTermId" label="Term" disableSort>
          <ReferenceField source="AcademicTermId" reference="academicTerms" link={false} />
        </DataTable.Col>
        <DataTable.Col label="Meeting" disableSort>
          <MeetingSummary />
        </DataTable.Col>
        <DataTable.Col source="points" label="Points" align="right">
          <NumberField source="points" locales={locale} options={decimalOptions} />
        </DataTable.Col>
        <DataTable.Col source="assignedPoints" label="Assigned" align="right">
          <NumberField source="assignedPoints" locales={locale} options={decimalOptions} emptyText="0" />
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
