import { Divider } from '@mui/material';
import { Show } from 'react-admin';
import { RecordHistory } from '../shared/records/RecordHistory';
import { RecordShowActions } from '../shared/records/RecordShowActions';
import { RecordShowFields } from '../shared/records/RecordShowFields';
import { RequireAccess } from '../shared/records/RequireAccess';
import { AcademicPeriodTerms } from './AcademicPeriodTerms';
import { PeriodProgressPanels } from './PeriodProgressPanels';
import { SetSystemActiveButton } from './SetSystemActiveButton';
import { SystemActiveChip } from './SystemActiveChip';

/**
 * A period: its fields, its terms, its progress steps and workgroup approvals, its history (its terms'
 * events included), and "Set as system active".
 */
export function AcademicPeriodShow() {
  return (
    <RequireAccess action="show">
      <Show
        actions={
          <RecordShowActions>
            <SetSystemActiveButton />
          </RecordShowActions>
        }
      >
        <RecordShowFields cells={{ isSystemActive: <SystemActiveChip inactiveLabel="Not active" /> }} />
        <Divider />
        <AcademicPeriodTerms />
        <PeriodProgressPanels />
        <Divider />
        <RecordHistory />
      </Show>
    </RequireAccess>
  );
}

export default AcademicPeriodShow;
