import AddIcon from '@mui/icons-material/PersonAdd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DeleteButton,
  FunctionField,
  type RaRecord,
  ReferenceManyField,
  ResourceContextProvider,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { userName } from '../shared/records/recordNames';
import { AddMemberDialog } from './AddMemberDialog';
import { MemberPermissionSelect } from './MemberPermissionSelect';
import { permissionLabelOf } from './permissionChoices';

function NoMembers() {
  return <PanelEmpty>This workgroup has no members yet.</PanelEmpty>;
}

function RemoveMemberButton({ workgroupName, onRemoved }: { workgroupName: string; onRemoved(): void }) {
  const membership = useRecordContext();
  const notify = useNotify();
  if (!membership) return null;
  const name = userName(membership.User);
  return (
    <DeleteButton
      label="Remove"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(`${name} removed from ${workgroupName}`, { type: 'success' });
          onRemoved();
        },
      }}
      confirmTitle={`Remove ${name} from ${workgroupName}?`}
      confirmContent="They lose this workgroup's permissions. You can add them again later."
      confirmColor="warning"
      aria-label={`Remove ${name}`}
    />
  );
}

/**
 * The workgroup's members (memberships with their users embedded), each with their permission in words;
 * those who manage workgroups add members, change a permission in place and remove members.
 */
export function WorkgroupMembers() {
  const workgroup = useRecordContext();
  const { ability } = useAbility();
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  // memberships are events of the workgroup's stream, but do not change the workgroup's own version
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: ['workgroups', 'getHistory'] });
  if (!workgroup || !ability.can('read', 'Workgroup')) return null;
  const manages = ability.can('update', 'Workgroup');
  const name = String(workgroup.name);
  return (
    <ResourceContextProvider value="workgroupMemberships">
      <PanelSection
        title="Members"
        actions={
          manages && (
            <Button label="Add member" onClick={() => setAdding(true)}>
              <AddIcon />
            </Button>
          )
        }
      >
        <ReferenceManyField
          reference="workgroupMemberships"
          target="WorkgroupId"
          sort={{ field: 'createdAt', order: 'ASC' }}
          perPage={200}
          queryOptions={{ meta: { embed: ['User'] } }}
        >
          <DataTable bulkActionButtons={false} rowClick={false} empty={<NoMembers />}>
            <DataTable.Col label="Member" disableSort>
              <FunctionField render={(membership: RaRecord) => userName(membership.User)} />
            </DataTable.Col>
            <DataTable.Col label="Permission" disableSort>
              {manages ? (
                <MemberPermissionSelect onChanged={refreshHistory} />
              ) : (
                <FunctionField render={(membership: RaRecord) => permissionLabelOf(membership.permission)} />
              )}
            </DataTable.Col>
            {manages && (
              <DataTable.Col label="Actions" disableSort>
                <RemoveMemberButton workgroupName={name} onRemoved={refreshHistory} />
              </DataTable.Col>
            )}
          </DataTable>
        </ReferenceManyField>
      </PanelSection>
      {manages && (
        <AddMemberDialog
          workgroupId={workgroup.id}
          workgroupName={name}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={refreshHistory}
        />
      )}
    </ResourceContextProvider>
  );
}
