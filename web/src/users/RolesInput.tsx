import { type AuthContext, hasRole } from '@tams/access';
import { users } from '@tams/domain';
import { SelectArrayInput, usePermissions } from 'react-admin';
import { validatorsOf } from '../shared/records/fieldValidation';
import { roleChoices } from './roleChoices';

/**
 * The roles a user holds: several may be chosen, each by its readable name. Only an administrator grants
 * the admin role (the API refuses it from anyone else), so for others it is not offered.
 */
export function RolesInput() {
  const { permissions } = usePermissions<AuthContext>();
  const isAdmin = permissions ? hasRole(permissions, 'admin') : false;
  const choices = roleChoices.map((choice) => ({ ...choice, disabled: choice.id === 'admin' && !isAdmin }));
  return (
    <SelectArrayInput
      source="Roles"
      label={users.fields.Roles.label}
      choices={choices}
      validate={validatorsOf(users.fields.Roles)}
      sx={{ minWidth: 280 }}
    />
  );
}
