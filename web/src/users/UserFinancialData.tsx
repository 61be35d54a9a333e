import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  DataTable,
  EditButton,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  ResourceContextProvider,
  useRecordContext,
} from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { DeleteRecordButton } from '../shared/records/DeleteRecordButton';
import { decimalOptions, locale } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';

function NoFinancialData() {
  return <PanelEmpty>No financial data for this user yet.</PanelEmpty>;
}

const Points = ({ source }: { source: string }) => (
  <NumberField source={source} locales={locale} options={decimalOptions} />
);

/**
 * Points per academic period (spec §3 Financial data): required (set here), assigned (summed from the
 * user's assignments) and remaining. Only for those who read financial data; added and edited by those
 * who manage it.
 */
export function UserFinancialData() {
  const user = useRecordContext();
  const { ability } = useAbility();
  if (!user || !ability.can('read', 'FinancialData')) return null;
  return (
    <ResourceContextProvider value="financialData">
      <PanelSection
        title="Financial Data"
        actions={
          <CreateButton
            label="Add financial data"
            icon={<AddIcon />}
            state={{ record: { UserId: user.id } }}
          />
        }
      >
        <ReferenceManyField reference="financialData" target="UserId" perPage={100}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<NoFinancialData />}>
            <DataTable.Col source="AcademicPeriodId" label="Academic Period" disableSort>
              <ReferenceField source="AcademicPeriodId" reference="academicPeriods" link={false} />
            </DataTable.Col>
            <DataTable.Col source="pointsRequired" label="Required" align="right">
              <Points source="pointsRequired" />
            </DataTable.Col>
            <DataTable.Col source="pointsAssigned" label="Assigned" align="right">
              <Points source="pointsAssigned" />
            </DataTable.Col>
            <DataTable.Col source="pointsRemaining" label="Remaining" align="right">
              <Points source="pointsRemaining" />
            </DataTable.Col>
            <DataTable.Col label="Actions" disableSort>
              <EditButton />
              <DeleteRecordButton redirect={false} confirmTitle="Delete the financial data of this period?" />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </PanelSection>
    </ResourceContextProvider>
  );
}
