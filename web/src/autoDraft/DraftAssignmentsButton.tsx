import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { DraftDialog } from './DraftDialog';

/**
 * "Draft assignments" in the Section Assignments toolbar, for those who may assign (create
 * SectionAssignment, by role or a workgroup's assign right); the dialog starts at the list's workgroup.
 */
export function DraftAssignmentsButton({ periodId, periodName }: { periodId: string; periodName: string }) {
  const { ability } = useAbility();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  if (!ability.can('create', 'SectionAssignment')) return null;
  const workgroupId = typeof filterValues?.WorkgroupId === 'string' ? filterValues.WorkgroupId : undefined;
  return (
    <>
      <Button label="Draft assignments" onClick={() => setOpen(true)}>
        <AutoFixHighIcon />
      </Button>
      {open && (
        <DraftDialog
          periodId={periodId}
          periodName={periodName}
          workgroupId={workgroupId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
