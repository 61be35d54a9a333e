import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  DataTable,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  ResourceContextProvider,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { CoverageChip } from '../sections/CoverageChip';
import { decimalOptions, locale } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { RecordLinkField } from '../shared/records/RecordLinkField';

function NoSections() {
  return <PanelEmpty>This offering has no sections yet.</PanelEmpty>;
}

/** The offering's sections (each to its page), and "Add section" with the offering filled in. */
export function OfferingSections() {
  const offering = useRecordContext();
  const { canAccess: canCreate } = useCanAccess({ resource: 'sections', action: 'create' });
  if (!offering) return null;
  return (
    <ResourceContextProvider value="sections">
      <PanelSection
        title="Sections"
        actions={
          canCreate && (
            <CreateButton
              label="Add section"
              icon={<AddIcon />}
              state={{ record: { CourseOfferingId: offering.id } }}
            />
          )
        }
      >
        <ReferenceManyField
          reference="sections"
          target="CourseOfferingId"
          sort={{ field: 'sectionNumber', order: 'ASC' }}
          perPage={100}
        >
          <DataTable bulkActionButtons={false} rowClick="show" empty={<NoSections />}>
            <DataTable.Col source="sectionNumber" label="Section Number">
              <RecordLinkField source="sectionNumber" />
            </DataTable.Col>
            <DataTable.Col source="name" label="Name" />
            <DataTable.Col source="AcademicTermId" label="Term" disableSort>
              <ReferenceField source="AcademicTermId" reference="academicTerms" link={false} />
            </DataTable.Col>
            <DataTable.Col source="TeachingModeId" label="Teaching Mode" disableSort>
              <ReferenceField source="TeachingModeId" reference="teachingModes" link={false} />
            </DataTable.Col>
            <DataTable.Col source="enrollment" label="Enrollment" align="right" />
            <DataTable.Col source="points" label="Points" align="right">
              <NumberField source="points" locales={locale} options={decimalOptions} />
            </DataTable.Col>
            <DataTable.Col source="coverageStatus" label="Coverage">
              <CoverageChip />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </PanelSection>
    </ResourceContextProvider>
  );
}
