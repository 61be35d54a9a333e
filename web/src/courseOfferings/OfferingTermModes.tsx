import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DeleteButton,
  FunctionField,
  type RaRecord,
  ReferenceManyField,
  ResourceContextProvider,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { AddTermModeDialog } from './AddTermModeDialog';
import { type TermMode, useTermModeLabels } from './termModeLabels';

function NoTermModes() {
  return <PanelEmpty>This offering runs in no term yet: add a term mode before adding sections.</PanelEmpty>;
}

/** The term-mode rows, named "Fall 2026 · In Person", each removable after a confirmation. */
function TermModeTable({ manages }: { manages: boolean }) {
  const { data = [] } = useListContext();
  const { labelOf } = useTermModeLabels(data as (RaRecord & TermMode)[]);
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<NoTermModes />}>
      <DataTable.Col label="Term Mode" disableSort>
        <FunctionField render={(termMode: RaRecord & TermMode) => labelOf(termMode)} />
      </DataTable.Col>
      {manages && (
        <DataTable.Col label="Actions" disableSort>
          <FunctionField
            render={(termMode: RaRecord & TermMode) => (
              <DeleteButton
                label="Remove"
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle={`Remove ${labelOf(termMode)}?`}
                confirmContent="The offering no longer runs in this term with this teaching mode."
                confirmColor="warning"
                aria-label={`Remove ${labelOf(termMode)}`}
              />
            )}
          />
        </DataTable.Col>
      )}
    </DataTable>
  );
}

/** The offering's term modes (academic term + teaching mode); those who manage offerings add and remove. */
export function OfferingTermModes() {
  const offering = useRecordContext();
  const { ability } = useAbility();
  const [adding, setAdding] = useState(false);
  if (!offering) return null;
  const manages = ability.can('update', 'CourseOffering');
  return (
    <ResourceContextProvider value="offeringTermModes">
      <PanelSection
        title="Term Modes"
        actions={
          manages && (
            <Button label="Add term mode" onClick={() => setAdding(true)}>
              <AddIcon />
            </Button>
          )
        }
      >
        <ReferenceManyField
          reference="offeringTermModes"
          target="CourseOfferingId"
          sort={{ field: 'AcademicTermId', order: 'ASC' }}
          perPage={100}
        >
          <TermModeTable manages={manages} />
        </ReferenceManyField>
      </PanelSection>
      {manages && <AddTermModeDialog offering={offering} open={adding} onClose={() => setAdding(false)} />}
    </ResourceContextProvider>
  );
}
