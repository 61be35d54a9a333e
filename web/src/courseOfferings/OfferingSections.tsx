import AddIcon from '@mui/icons-material/Add';
import { Button, Tooltip, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  NumberField,
  type RaRecord,
  ReferenceField,
  ReferenceManyField,
  ResourceContextProvider,
  useCanAccess,
  useGetManyReference,
  useRecordContext,
} from 'react-admin';
import { CoverageChip } from '../sections/CoverageChip';
import { decimalOptions, locale } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { RecordLinkField } from '../shared/records/RecordLinkField';

function NoSections() {
  return <PanelEmpty>This offering has no sections yet.</PanelEmpty>;
}

/**
 * "Add section" with the offering filled in, once the offering runs in a term: before that the form could
 * only say to add a term mode first (issue 20 item 7), so the button says it instead, pointing at the term
 * modes above.
 */
function AddSectionButton({ offering }: { offering: RaRecord }) {
  // the same read as the Term Modes panel's: one cached answer, refreshed when a term mode is added
  const { total, isPending } = useGetManyReference('offeringTermModes', {
    target: 'CourseOfferingId',
    id: offering.id,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'AcademicTermId', order: 'ASC' },
  });
  if (isPending) return null;
  if (!total) {
    return (
      <Tooltip title="Add a term mode above first: a section runs in one of the offering's term modes">
        <span>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled
            aria-describedby="add-section-needs-term-mode"
          >
            Add section
          </Button>
          <Typography
            id="add-section-needs-term-mode"
            variant="caption"
            color="text.secondary"
            sx={{ ml: 1 }}
          >
            Add a term mode first
          </Typography>
        </span>
      </Tooltip>
    );
  }
  return (
    <CreateButton
      label="Add section"
      icon={<AddIcon />}
      state={{ record: { CourseOfferingId: offering.id } }}
    />
  );
}

/** The offering's sections (each to its page), and "Add section" with the offering filled in. */
export function OfferingSections() {
  const offering = useRecordContext();
  const { canAccess: canCreate } = useCanAccess({ resource: 'sections', action: 'create' });
  if (!offering) return null;
  return (
    <ResourceContextProvider value="sections">
      <PanelSection title="Sections" actions={canCreate && <AddSectionButton offering={offering} />}>
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
