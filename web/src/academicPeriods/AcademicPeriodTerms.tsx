import { PanelEmpty } from '../shared/records/PanelSection';
import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  ReferenceField,
  ReferenceManyField,
  ResourceContextProvider,
  useRecordContext,
} from 'react-admin';
import { DeleteRecordButton } from '../shared/records/DeleteRecordButton';
import { dateOptions, locale } from '../shared/records/formatting';

function NoTerms() {
  return <PanelEmpty>This period has no terms yet.</PanelEmpty>;
}

/** The period's terms, with add (period prefilled), edit and delete; each returns to this page. */
export function AcademicPeriodTerms() {
  const period = useRecordContext();
  const headingId = useId();
  if (!period) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Terms
        </Typography>
        <ResourceContextProvider value="academicTerms">
          <CreateButton
            label="Add term"
            icon={<AddIcon />}
            state={{ record: { AcademicPeriodId: period.id } }}
          />
        </ResourceContextProvider>
      </Box>
      <ReferenceManyField
        reference="academicTerms"
        target="AcademicPeriodId"
        sort={{ field: 'startDate', order: 'ASC' }}
        perPage={100}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoTerms />}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="AcademicTermTypeId" label="Term Type" disableSort>
            <ReferenceField source="AcademicTermTypeId" reference="academicTermTypes" link={false} />
          </DataTable.Col>
          <DataTable.Col source="startDate" label="Start Date">
            <DateField source="startDate" locales={locale} options={dateOptions} />
          </DataTable.Col>
          <DataTable.Col source="endDate" label="End Date">
            <DateField source="endDate" locales={locale} options={dateOptions} />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <EditButton />
            <DeleteRecordButton redirect={false} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
}
