import AddIcon from '@mui/icons-material/Add';
import { Alert, CircularProgress } from '@mui/material';
import {
  CreateButton,
  DataTable,
  ListContextProvider,
  NumberField,
  ReferenceField,
  ResourceContextProvider,
  TextField,
  useGetList,
  useList,
} from 'react-admin';
import {
  AdminAssignmentStatusField,
  ReviewAdminAssignmentButtons,
} from '../administrativeAssignments/ReviewAdminAssignment';
import { useAbility } from '../providers/useAbility';
import { decimalOptions, locale } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';

/**
 * The faculty member's administrative assignments in the period; those who manage admin assignments add one
 * from here (the form opens with the faculty member and the period filled in). With effort management on,
 * whether each counts, and approvers approve or refuse reported ones in place (DESIGN §19).
 */
export function InstructorAdminAssignments({ userId, periodId }: { userId: string; periodId: string }) {
  const { ability, context } = useAbility();
  const canRead = ability.can('read', 'AdminAssignment');
  const { data, error, isPending } = useGetList(
    'administrativeAssignments',
    {
      filter: { UserId: userId, AcademicPeriodId: periodId },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'points', order: 'DESC' },
    },
    { enabled: canRead },
  );
  const listContext = useList({ data: data ?? [], isPending, resource: 'administrativeAssignments' });
  if (!canRead) return null;
  return (
    <ResourceContextProvider value="administrativeAssignments">
      <PanelSection
        title="Admin Assignments"
        actions={
          ability.can('create', 'AdminAssignment') && (
            <CreateButton
              label="Add admin assignment"
              icon={<AddIcon />}
              state={{ record: { UserId: userId, AcademicPeriodId: periodId } }}
            />
          )
        }
      >
        {isPending ? (
          <CircularProgress size={24} aria-label="Loading admin assignments" />
        ) : error ? (
          <Alert severity="error">Could not read the admin assignments: {error.message}</Alert>
        ) : data && data.length === 0 ? (
          <PanelEmpty>No admin assignments in this period.</PanelEmpty>
        ) : (
          <ListContextProvider value={listContext}>
            <DataTable bulkActionButtons={false} rowClick="show">
              <DataTable.Col source="AdministrativeAssignmentTypeId" label="Type" disableSort>
                <ReferenceField
                  source="AdministrativeAssignmentTypeId"
                  reference="administrativeAssignmentTypes"
                  link={false}
                />
              </DataTable.Col>
              <DataTable.Col source="points" label="Points" align="right" disableSort>
                <NumberField source="points" locales={locale} options={decimalOptions} />
              </DataTable.Col>
              <DataTable.Col source="notes" label="Notes" disableSort>
                <TextField source="notes" emptyText="—" />
              </DataTable.Col>
              {context?.FeatureFlags.aemEnabled && (
                <DataTable.Col source="status" label="Status" disableSort>
                  <AdminAssignmentStatusField />
                  <ReviewAdminAssignmentButtons stacked />
                </DataTable.Col>
              )}
            </DataTable>
          </ListContextProvider>
        )}
      </PanelSection>
    </ResourceContextProvider>
  );
}
