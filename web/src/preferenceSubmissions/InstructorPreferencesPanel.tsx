import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useGetList, useGetOne } from 'react-admin';
import { useAsOf } from '../history/useAsOf';
import { NotesPanel } from '../notes/NotesPanel';
import { useAbility } from '../providers/useAbility';
import { formatDateTime } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { PreferencesTable } from '../teachingPreferencesMine/PreferencesTable';
import { PreferenceStatusChip } from '../teachingPreferencesMine/PreferenceStatusChip';
import { usePreferenceChoices } from '../teachingPreferencesMine/usePreferenceChoices';
import type { Period } from '../workingPeriod/periodQueries';
import { ReopenButton } from './ReopenButton';
import type { SubmissionDetail, SubmissionRow } from './submissionTypes';

const when = (value: string | null) =>
  value ? (
    <>
      {' on '}
      <time dateTime={value}>{formatDateTime(value)}</time>
    </>
  ) : null;

function SubmittedPreferences({ submission, period }: { submission: SubmissionDetail; period: Period }) {
  const choices = usePreferenceChoices(period.id);
  const submitted = submission.submittedPreferences;
  if (!submitted || submitted.length === 0) {
    const drafted = submission.preferences?.length ?? submission.preferenceCount;
    return (
      <PanelEmpty>
        Not submitted yet
        {drafted > 0 ? ` (${drafted === 1 ? '1 preference' : `${drafted} preferences`} in a draft)` : ''}.
      </PanelEmpty>
    );
  }
  if (choices.isPending) return <CircularProgress size={24} aria-label="Loading the preferences" />;
  return (
    <>
      {submission.status === 'reopened' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          As submitted last; assignments are judged against these until the next submission.
        </Typography>
      )}
      <PreferencesTable
        preferences={submitted}
        names={choices.names}
        courseNames={submission.courseNames}
        label={`Submitted preferences for ${period.name}`}
      />
    </>
  );
}

/**
 * A faculty member's teaching preferences for the period (on their instructor page): the status, the
 * submitted preferences by name, Reopen for those who manage instructors, and notes on the submission.
 */
export function InstructorPreferencesPanel({
  userId,
  name,
  period,
}: {
  userId: string;
  name: string;
  period: Period;
}) {
  const { ability } = useAbility();
  const showingPast = useAsOf().asOf !== null;
  const rows = useGetList<SubmissionRow>('preferenceSubmissions', {
    filter: { UserId: userId, AcademicPeriodId: period.id },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'instructorName', order: 'ASC' },
  });
  const row = rows.data?.[0];
  const started = Boolean(row && row.status !== 'notStarted');
  const detail = useGetOne<SubmissionDetail>(
    'preferenceSubmissions',
    { id: row?.id ?? '' },
    { enabled: started },
  );
  const submission = detail.data;
  const canReopen = submission?.status === 'submitted' && ability.can('update', 'Instructor');
  const error = rows.error ?? (started ? detail.error : null);
  return (
    <PanelSection
      title="Teaching Preferences"
      actions={canReopen && submission && <ReopenButton submission={submission} name={name} />}
    >
      {error ? (
        <Alert severity="error">Could not read the preferences: {error.message}</Alert>
      ) : rows.isPending || (started && detail.isPending) ? (
        <CircularProgress size={24} aria-label="Loading the teaching preferences" />
      ) : !row || !started || !submission ? (
        <PanelEmpty>
          {name} has not started their teaching preferences for {period.name}.
        </PanelEmpty>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
            <PreferenceStatusChip status={submission.status} />
            <Typography variant="body2" color="text.secondary">
              {submission.status === 'reopened' ? (
                <>
                  Reopened{when(submission.reopenedAt)}
                  {submission.reopenReason ? `: ${submission.reopenReason}` : ''}
                </>
              ) : submission.submittedAt ? (
                <>Submitted{when(submission.submittedAt)}</>
              ) : null}
            </Typography>
          </Stack>
          <SubmittedPreferences submission={submission} period={period} />
          {/* notes are read as they are now: not beside the past */}
          {!showingPast && (
            <NotesPanel
              notableId={submission.id}
              notableType="preferenceSubmissions"
              title="Notes on these preferences"
            />
          )}
        </>
      )}
    </PanelSection>
  );
}

export default InstructorPreferencesPanel;
