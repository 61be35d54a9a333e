import { RecordList } from '../shared/records/RecordList';
import { SystemActiveChip } from './SystemActiveChip';

export function AcademicPeriodList() {
  return <RecordList cells={{ isSystemActive: <SystemActiveChip /> }} />;
}

export default AcademicPeriodList;
