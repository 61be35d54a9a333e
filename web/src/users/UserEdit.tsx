import { RecordEdit } from '../shared/records/RecordEdit';
import { RolesInput } from './RolesInput';

/** A user's fields (sign-ins and a merge are the server's to record): the generic form, readable roles. */
export function UserEdit() {
  return <RecordEdit inputs={{ Roles: <RolesInput /> }} />;
}

export default UserEdit;
