import { DashboardCard } from '../dashboard/DashboardCard';
import { ApprovalsTable } from './ApprovalsTable';

/** The dashboard's workgroup approvals of the working period. */
export function ApprovalsCard({ periodId }: { periodId: string }) {
  return (
    <DashboardCard title="Workgroup approvals">
      <ApprovalsTable periodId={periodId} />
    </DashboardCard>
  );
}
