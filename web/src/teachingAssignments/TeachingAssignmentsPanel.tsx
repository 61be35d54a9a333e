import AddIcon from '@mui/icons-material/PersonAdd';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Button, type RaRecord, useRecordContext } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { PanelSection } from '../shared/records/PanelSection';
import { AssignDialog } from './AssignDialog';
import { AssignmentsTable } from './AssignmentsTable';
import { canAssignIn, canReadAssignmentsOf } from './canAssign';

/**
 * A section's teaching assignments (instructor, type, points and their share, notes), for those who may
 * read them (nothing for a scheduler, who reads sections only). Those who may assign
 * in the section's workgroup add, edit and remove them; `assignAction` false leaves adding to the page
 * around it (the Section Assignments workbench offers suggestions instead).
 */
export function TeachingAssignmentsPanel({
  section: given,
  assignAction = true,
}: {
  section?: RaRecord;
  assignAction?: boolean;
}) {
  const fromContext = useRecordContext();
  const section = given ?? fromContext;
  const { ability } = useAbility();
  const [assigning, setAssigning] = useState(false);
  if (!section || !canReadAssignmentsOf(ability, section)) return null;
  const canAssign = canAssignIn(ability, section);
  return (
    <Box data-panel="teachingAssignments">
      <PanelSection
        title="Teaching Assignments"
        actions={
          canAssign &&
          assignAction && (
            <Button label="Assign instructor" onClick={() => setAssigning(true)}>
              <AddIcon />
            </Button>
          )
        }
      >
        <AssignmentsTable section={section} canAssign={canAssign} />
        {assigning && <AssignDialog section={section} onClose={() => setAssigning(false)} />}
      </PanelSection>
    </Box>
  );
}
