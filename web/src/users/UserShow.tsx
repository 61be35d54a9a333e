import { Divider } from '@mui/material';
import { Show } from 'react-admin';
import { RecordHistory } from '../shared/records/RecordHistory';
import { RecordShowActions } from '../shared/records/RecordShowActions';
import { RecordShowFields } from '../shared/records/RecordShowFields';
import { RequireAccess } from '../shared/records/RequireAccess';
import { ActivationButton } from './ActivationButton';
import { MasqueradeButton } from './MasqueradeButton';
import { RoleChips } from './RoleChips';
import { UserFacultyProfile } from './UserFacultyProfile';
import { UserFinancialData } from './UserFinancialData';

/**
 * A user: their fields, their faculty profile and financial data (each for those who may read it), their
 * history (profile and data changes included), and Masquerade, Deactivate or Reactivate, Edit, Delete.
 */
export function UserShow() {
  return (
    <RequireAccess action="show">
      <Show
        actions={
          <RecordShowActions>
            <MasqueradeButton />
            <ActivationButton />
          </RecordShowActions>
        }
      >
        <RecordShowFields cells={{ Roles: <RoleChips /> }} />
        <UserFacultyProfile />
        <UserFinancialData />
        <Divider />
        <RecordHistory />
      </Show>
    </RequireAccess>
  );
}

export default UserShow;
