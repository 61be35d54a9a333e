import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { AsOfBar } from '../history/AsOfBar';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { SectionAssignmentsList } from './SectionAssignmentsList';
import { SectionDrawer } from './SectionDrawer';

/**
 * Section Assignments (spec §2 /sectionAssignments; read SectionAssignment, which the shell's route rules
 * check): a workbench of the working period's sections that need instructors. Selecting one opens its
 * assignments and the ranked suggestions beside the list, to assign with the instructor's load in view.
 */
export function SectionAssignmentsPage() {
  const [selected, setSelected] = useState<RaRecord>();
  return (
    <WorkingPeriodGate>
      {(period) => (
        <>
          <AsOfBar periodId={period.id} />
          <SectionAssignmentsList
            periodId={period.id}
            periodName={period.name}
            selectedId={selected ? String(selected.id) : undefined}
            onOpen={setSelected}
          />
          <SectionDrawer row={selected} onClose={() => setSelected(undefined)} />
        </>
      )}
    </WorkingPeriodGate>
  );
}

export default SectionAssignmentsPage;
