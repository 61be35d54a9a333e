import { RecordCreate } from '../shared/records/RecordCreate';
import { RolesInput } from './RolesInput';

/** A new user: the generic form, with roles chosen by their readable names. */
export function UserCreate() {
  return <RecordCreate inputs={{ Roles: <RolesInput /> }} />;
}

export default UserCreate;
