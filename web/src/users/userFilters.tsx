import { NullableBooleanInput, SelectInput } from 'react-admin';
import { listSearchInput } from '../shared/records/listSearchInput';
import { roleChoices } from './roleChoices';

/** Search by name, username or email; narrow by a role, active or not, faculty or not. */
export const userFilters = [
  listSearchInput('Search users'),
  <SelectInput key="Roles" source="Roles.contains" label="Role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" alwaysOn />,
  <NullableBooleanInput key="isFaculty" source="isFaculty" label="Faculty" alwaysOn />,
];
