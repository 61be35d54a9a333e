import { BooleanField, DataTable, DateField } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { userExporter } from '../shared/exporters/listExporters';
import { AppList } from '../shared/records/AppList';
import { dateTimeOptions, locale } from '../shared/records/formatting';
import { RecordListEmpty } from '../shared/records/RecordListEmpty';
import { RequireAccess } from '../shared/records/RequireAccess';
import { RoleChips } from './RoleChips';
import { UserNameLink } from './UserNameLink';
import { userFilters } from './userFilters';

/** Users: name (to their page), username, email, roles, active, last sign-in; search and filters. */
export function UserList() {
  return (
    <RequireAccess action="list">
      <UserListView />
    </RequireAccess>
  );
}

function UserListView() {
  const { ability } = useAbility();
  return (
    <AppList
      sort={{ field: 'lastName', order: 'ASC' }}
      filters={userFilters}
      exporter={ability.can('read', 'DataExport') ? userExporter(ability) : false}
      empty={<RecordListEmpty />}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastName" label="Name">
          <UserNameLink />
        </DataTable.Col>
        <DataTable.Col source="username" label="Username" />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="Roles" label="Roles" disableSort>
          <RoleChips />
        </DataTable.Col>
        <DataTable.Col source="isActive" label="Active">
          <BooleanField source="isActive" />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt" label="Last Login">
          <DateField
            source="lastLoginAt"
            locales={locale}
            options={dateTimeOptions}
            showTime
            emptyText="Never"
          />
        </DataTable.Col>
      </DataTable>
    </AppList>
  );
}

export default UserList;
