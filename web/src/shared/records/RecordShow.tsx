import { Divider } from '@mui/material';
import { Show } from 'react-admin';
import { RecordHistory } from './RecordHistory';
import { RecordShowActions } from './RecordShowActions';
import { RecordShowFields } from './RecordShowFields';
import { RequireAccess } from './RequireAccess';

/** Show page of a simple resource: its fields, then its history. */
export function RecordShow() {
  return (
    <RequireAccess action="show">
      <Show actions={<RecordShowActions />}>
        <RecordShowFields />
        <Divider />
        <RecordHistory />
      </Show>
    </RequireAccess>
  );
}

export default RecordShow;
