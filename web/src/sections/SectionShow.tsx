import { RecordShow } from '../shared/records/RecordShow';
import { CoverageChip } from './CoverageChip';
import { MeetingPanel } from './MeetingPanel';

/** A section: its fields (coverage as a chip, variance), its meeting, and its history. */
export function SectionShow() {
  return (
    <RecordShow cells={{ coverageStatus: <CoverageChip /> }} panels={[<MeetingPanel key="meeting" />]} />
  );
}

export default SectionShow;
