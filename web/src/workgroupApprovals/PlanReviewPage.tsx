import { Alert, Box, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProgressHistory } from '../progress/ProgressHistory';
import { useProgressSteps } from '../progress/progressQueries';
import { ProgressStepper } from '../progress/ProgressStepper';
import { useAbility } from '../providers/useAbility';
import { ProcessingData } from '../shared/ProcessingData';
import { formatDateTime } from '../shared/records/formatting';
import { PanelSection } from '../shared/records/PanelSection';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalHistory } from './ApprovalHistory';
import { usePlanReview } from './approvalQueries';
import type { WorkgroupPlanReview } from './approvalTypes';
import { ApproveDialog } from './ApproveDialog';
import { PlanDifferences } from './PlanDifferences';
import { PlanSectionsTable } from './PlanSectionsTable';
import { WithdrawDialog } from './WithdrawDialog';

function ChangesSinceApproval({ review }: { review: WorkgroupPlanReview }) {
  const { comparedWith, differences } = review;
  if (!comparedWith || !differences)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        No approval of this plan holds yet: there is nothing to compare it with.
      </Typography>
    );
  return (
    <>
      <Typography sx={{ mt: 1 }}>
        Since the approval in step {comparedWith.step} by {comparedWith.approvedByName ?? 'unknown'} on{' '}
        {formatDateTime(comparedWith.approvedAt)}:
      </Typography>
      <PlanDifferences differences={differences} />
    </>
  );
}

function StepsAndHistory({ periodId }: { periodId: string }) {
  const { data, error, isPending } = useProgressSteps(periodId);
  const { ability } = useAbility();
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <>
      <Typography>
        Step {data.currentStep} of {data.steps.length}:{' '}
        <strong>{data.steps[data.currentStep - 1]?.name}</strong>
      </Typography>
      <ProgressStepper progress={data} />
      {ability.can('read', 'ProgressAction') && (
        <>
          <Typography variant="subtitle1" component="h3">
            Step history
          </Typography>
          <ProgressHistory periodId={periodId} />
        </>
      )}
    </>
  );
}

/**
 * What an approver approves (issue 20 item 8), on a page they can open: the workgroup's sections with
 * instructors, points and coverage, what changed since the approval that holds, the period's steps and
 * their history, the plan's approval history, and Approve / Withdraw approval.
 */
export function PlanReviewPage() {
  const { periodId = '', workgroupId = '' } = useParams();
  const { data, error, isPending } = usePlanReview(periodId, workgroupId);
  const [dialog, setDialog] = useState<'approve' | 'withdraw'>();
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">Could not read the plan: {error.message}</Alert>;
  const { row } = data;
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={`Plan of ${row.workgroupName}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Plan of {row.workgroupName}
        </Typography>
        <ApprovalBadge status={row.status} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ mr: 1 }}>
          {data.periodName}: {row.assignmentCount} teaching assignments in {row.sectionCount} sections
        </Typography>
        <ApprovalActions
          row={row}
          withReview={false}
          onApprove={() => setDialog('approve')}
          onWithdraw={() => setDialog('withdraw')}
        />
      </Box>
      <Card>
        <PanelSection title="Sections">
          <PlanSectionsTable sections={data.sections} />
        </PanelSection>
        <PanelSection title="Changes since approval">
          <ChangesSinceApproval review={data} />
        </PanelSection>
        <PanelSection title="Progress">
          <StepsAndHistory periodId={row.AcademicPeriodId} />
        </PanelSection>
        <PanelSection title="Approval history">
          <ApprovalHistory entries={data.history} />
        </PanelSection>
      </Card>
      {dialog === 'approve' && (
        <ApproveDialog row={row} withReview={false} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'withdraw' && <WithdrawDialog row={row} onClose={() => setDialog(undefined)} />}
    </Box>
  );
}

export default PlanReviewPage;
