import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { roleChoices } from './roleChoices';

/** Search by name, username or email; narrow by a role, active or not, faculty or not. */
export const userFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search users"
    slotProps={{ htmlInput: { 'aria-label': 'Search users' } }}
  />,
  <SelectInput key="Roles" source="Roles.contains" label="Role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" alwaysOn />,
  <NullableBooleanInput key="isFaculty" source="isFaculty" label="Faculty" alwaysOn />,
];
