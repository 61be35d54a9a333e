import { AsOfBar } from '../history/AsOfBar';
import { PanelSection } from '../shared/records/PanelSection';
import { ApprovalsTable } from './ApprovalsTable';

/** The academic period page's workgroup approvals, now or (for History readers) as of an instant. */
export function ApprovalsPanel({ periodId }: { periodId: string }) {
  return (
    <PanelSection title="Workgroup approvals">
      <AsOfBar periodId={periodId} />
      <ApprovalsTable periodId={periodId} />
    </PanelSection>
  );
}
