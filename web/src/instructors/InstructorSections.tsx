import { Alert, CircularProgress } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  NumberField,
  ReferenceField,
  useGetList,
  useList,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { decimalOptions, locale } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { assignedSectionTitleOf } from '../sections/sectionTitles';
import { AlignmentField } from '../teachingAssignments/AlignmentChip';

/** "MATH 495-001 Mathematical Biology", a link to the section for those who may read it. */
function SectionName({ linked }: { linked: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  const title = assignedSectionTitleOf(record);
  return linked ? <Link to={`/sections/${String(record.SectionId)}/show`}>{title}</Link> : <>{title}</>;
}

/** The sections the faculty member teaches in the period: their teaching assignments and points. */
export function InstructorSections({ userId, periodId }: { userId: string; periodId: string }) {
  const { ability } = useAbility();
  const { data, error, isPending } = useGetList('teachingAssignments', {
    filter: { UserId: userId, AcademicPeriodId: periodId },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sectionNumber', order: 'ASC' },
  });
  const listContext = useList({ data: data ?? [], isPending, resource: 'teachingAssignments' });
  return (
    <PanelSection title="Sections">
      {isPending ? (
        <CircularProgress size={24} aria-label="Loading sections" />
      ) : error ? (
        <Alert severity="error">Could not read the sections: {error.message}</Alert>
      ) : data && data.length === 0 ? (
        <PanelEmpty>No teaching assignments in this period.</PanelEmpty>
      ) : (
        <ListContextProvider value={listContext}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="sectionNumber" label="Section" disableSort>
              <SectionName linked={ability.can('read', 'Section')} />
            </DataTable.Col>
            <DataTable.Col source="AcademicTermId" label="Term" disableSort>
              <ReferenceField source="AcademicTermId" reference="academicTerms" link={false} />
            </DataTable.Col>
            <DataTable.Col source="AssignmentTypeId" label="Assignment Type" disableSort>
              <ReferenceField
                source="AssignmentTypeId"
                reference="assignmentTypes"
                link={false}
                emptyText="—"
              />
            </DataTable.Col>
            <DataTable.Col source="points" label="Points" align="right" disableSort>
              <NumberField source="points" locales={locale} options={decimalOptions} />
            </DataTable.Col>
            <DataTable.Col source="preferenceAlignment" label="Preferences" disableSort>
              <AlignmentField />
            </DataTable.Col>
          </DataTable>
        </ListContextProvider>
      )}
    </PanelSection>
  );
}
