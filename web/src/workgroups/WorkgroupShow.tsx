import { Divider } from '@mui/material';
import { Show } from 'react-admin';
import { RecordHistory } from '../shared/records/RecordHistory';
import { RecordShowActions } from '../shared/records/RecordShowActions';
import { RecordShowFields } from '../shared/records/RecordShowFields';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkgroupMembers } from './WorkgroupMembers';

/** A workgroup: its fields, its members, its history (membership changes included). */
export function WorkgroupShow() {
  return (
    <RequireAccess action="show">
      <Show actions={<RecordShowActions />}>
        <RecordShowFields />
        <WorkgroupMembers />
        <Divider />
        <RecordHistory />
      </Show>
    </RequireAccess>
  );
}

export default WorkgroupShow;
