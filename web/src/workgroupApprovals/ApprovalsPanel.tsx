import { PanelSection } from '../shared/records/PanelSection';
import { ApprovalsTable } from './ApprovalsTable';

/** The academic period page's workgroup approvals. */
export function ApprovalsPanel({ periodId }: { periodId: string }) {
  return (
    <PanelSection title="Workgroup approvals">
      <ApprovalsTable periodId={periodId} />
    </PanelSection>
  );
}
