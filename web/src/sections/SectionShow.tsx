import { useAbility } from '../providers/useAbility';
import { RecordShow } from '../shared/records/RecordShow';
import { TeachingAssignmentsPanel } from '../teachingAssignments/TeachingAssignmentsPanel';
import { CoverageChip } from './CoverageChip';
import { MeetingPanel } from './MeetingPanel';
import { SectionTitle } from './SectionTitle';

/**
 * A section: its fields (coverage as a chip, variance), its meeting, its teaching assignments (for those who
 * read them: not a scheduler), and its history.
 */
export function SectionShow() {
  const { ability } = useAbility();
  const panels = [<MeetingPanel key="meeting" />];
  if (ability.can('read', 'SectionAssignment'))
    panels.push(<TeachingAssignmentsPanel key="teachingAssignments" />);
  return <RecordShow cells={{ coverageStatus: <CoverageChip /> }} panels={panels} title={<SectionTitle />} />;
}

export default SectionShow;
