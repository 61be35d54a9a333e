import { useRecordContext } from 'react-admin';
import { useAsOf } from '../history/useAsOf';
import { ProgressPanel } from '../progress/ProgressPanel';
import { useAbility } from '../providers/useAbility';
import { ApprovalsPanel } from '../workgroupApprovals/ApprovalsPanel';

/**
 * The period's progress steps (with their history) and its workgroups' approvals. Part of the period
 * page's own lazy chunk: a lazy boundary of their own made the bundler split the shared initial chunks
 * further, which grew the initial JavaScript (measured: +0.6 kB gzip) instead of shrinking it.
 */
export function PeriodProgressPanels() {
  const period = useRecordContext();
  const { ability } = useAbility();
  const showingPast = useAsOf().asOf !== null;
  if (!period) return null;
  const periodId = String(period.id);
  return (
    <>
      {/* the steps are read as they are now, with their moves: not beside the approvals of the past */}
      {!showingPast && <ProgressPanel periodId={periodId} />}
      {ability.can('read', 'WorkgroupApproval') && <ApprovalsPanel periodId={periodId} />}
    </>
  );
}
