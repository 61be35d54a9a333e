import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ProcessingData } from '../shared/ProcessingData';
import { formatDateTime } from '../shared/records/formatting';
import { type AutoDraft, isSolving } from './autoDraftApi';
import { DraftProgress } from './DraftProgress';
import { SolvedDraft } from './SolvedDraft';
import { useAutoDraft } from './useAutoDraft';

/** "Mathematics in 2026-2027 · overload not allowed · started Nov 26, 2026, 7:02 PM" */
function DraftScope({ draft }: { draft: AutoDraft }) {
  const period = useGetOne('academicPeriods', { id: draft.AcademicPeriodId });
  const workgroup = useGetOne(
    'workgroups',
    { id: draft.WorkgroupId ?? '' },
    { enabled: !!draft.WorkgroupId },
  );
  const periodName = String(period.data?.name ?? '…');
  const scope = draft.WorkgroupId
    ? `${String(workgroup.data?.name ?? '…')} in ${periodName}`
    : `All of ${periodName}`;
  return (
    <Typography color="text.secondary">
      {scope} · overload {draft.allowOverload ? 'allowed' : 'not allowed'} · started{' '}
      {formatDateTime(draft.startedAt)}
    </Typography>
  );
}

function DraftBody({ id }: { id: string }) {
  const { draft, progress, isPending, isError, error } = useAutoDraft(id);
  if (isPending) return <ProcessingData />;
  if (isError || !draft) {
    const status = (error as { status?: number } | null)?.status;
    return (
      <Alert severity="error">
        {status === 404
          ? 'There is no such draft, or it is not yours: a draft shows only to whoever started it.'
          : `Could not read the draft: ${error?.message ?? 'unknown error'}`}
      </Alert>
    );
  }
  return (
    <>
      <DraftScope draft={draft} />
      {isSolving(draft) && <DraftProgress state={draft.state} progress={progress} />}
      {draft.state === 'failed' && (
        <Alert severity="error" sx={{ my: 2 }}>
          The draft could not be solved: {draft.error ?? 'unknown error'}. Nothing was assigned; try again,
          perhaps for one workgroup or with other weights.
        </Alert>
      )}
      {draft.state === 'discarded' && (
        <Alert severity="info" sx={{ my: 2 }}>
          This draft was discarded: its proposals can no longer be accepted.
        </Alert>
      )}
      {draft.result && (draft.state === 'completed' || draft.state === 'discarded') && (
        <Box sx={{ mt: 2 }}>
          <SolvedDraft draft={draft} result={draft.result} />
        </Box>
      )}
    </>
  );
}

/**
 * An auto-draft (DESIGN §18, /sectionAssignments/autoDrafts/:id): its progress while it solves, then the
 * proposed assignments with their reasons, to accept some or all, or to discard.
 */
export function DraftPage() {
  const { id = '' } = useParams();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Draft assignments" />
      <Link component={RouterLink} to="/sectionAssignments" sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        Section Assignments
      </Link>
      <Typography variant="h4" component="h1" gutterBottom>
        Draft assignments
      </Typography>
      <DraftBody id={id} />
    </Box>
  );
}

export default DraftPage;
