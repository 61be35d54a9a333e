import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { formatDateTime } from '../shared/records/formatting';
import { PanelEmpty } from '../shared/records/PanelSection';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';
import { useMyPreferences } from './preferenceApi';
import { PeriodSelect } from '../workingPeriod/PeriodSelect';
import { PreferencesEditor } from './PreferencesEditor';
import { PreferencesTable } from './PreferencesTable';
import { PreferenceStatusChip } from './PreferenceStatusChip';
import type { MyPreferences } from './preferenceTypes';
import { usePreferenceChoices } from './usePreferenceChoices';

function StatusLine({ data }: { data: MyPreferences }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography component="span">Status</Typography>
      <PreferenceStatusChip status={data.status} />
      {data.submittedAt && data.status === 'submitted' && (
        <Typography component="span" color="text.secondary">
          on <time dateTime={data.submittedAt}>{formatDateTime(data.submittedAt)}</time>
        </Typography>
      )}
    </Stack>
  );
}

function PreferencesOf({
  data,
  onReload,
}: {
  data: MyPreferences;
  onReload(): Promise<MyPreferences | undefined>;
}) {
  const inUse = data.preferences.flatMap((p) => [p.TeachingModeId, p.AssignmentTypeId ?? '']);
  const choices = usePreferenceChoices(data.AcademicPeriodId, inUse);
  if (choices.isPending) return <ProcessingData />;
  if (choices.error)
    return <Alert severity="error">Could not read the choices: {choices.error.message}</Alert>;
  if (data.editable) {
    if (choices.terms.length === 0)
      return (
        <Alert severity="info">{data.periodName} has no terms yet, so there is nothing to prefer.</Alert>
      );
    return (
      <PreferencesEditor key={data.AcademicPeriodId} data={data} choices={choices} onReload={onReload} />
    );
  }
  if (data.preferences.length === 0)
    return <PanelEmpty>You have no preferences for {data.periodName}.</PanelEmpty>;
  return (
    <PreferencesTable
      preferences={data.preferences}
      names={choices.names}
      courseNames={data.courseNames}
      label={`Your preferences for ${data.periodName}`}
    />
  );
}

function MyPreferencesView({ working }: { working: Period }) {
  const [periodId, setPeriodId] = useState(working.id);
  const query = useMyPreferences(periodId);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <PeriodSelect value={periodId} working={working} onChange={setPeriodId} />
      </Box>
      {query.isPending ? (
        <ProcessingData />
      ) : query.isError ? (
        <Alert severity="error">Could not read your preferences: {query.error.message}</Alert>
      ) : (
        <>
          <StatusLine data={query.data} />
          {query.data.windowMessage && (
            <Alert
              // a submission's confirmation is good news, not a warning (issue 20 item 15)
              severity={
                query.data.status === 'submitted' ? 'success' : query.data.editable ? 'info' : 'warning'
              }
              sx={{ mb: 2 }}
              data-testid="preferences-window"
            >
              {query.data.windowMessage}
            </Alert>
          )}
          {query.data.status === 'reopened' && query.data.reopenReason && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Staff reopened your preferences: {query.data.reopenReason}
            </Alert>
          )}
          <PreferencesOf data={query.data} onReload={() => query.refetch().then((result) => result.data)} />
        </>
      )}
    </>
  );
}

/**
 * Spec §2 My Teaching Preferences: the faculty member's preferences for a period (the working one to
 * start): edit them while the window is open, save a draft, submit, or copy those of the last period.
 */
export function TeachingPreferencesMinePage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="My Teaching Preferences" />
      <Typography variant="h4" component="h1" gutterBottom>
        My Teaching Preferences
      </Typography>
      <WorkingPeriodGate>{(working) => <MyPreferencesView working={working} />}</WorkingPeriodGate>
    </Box>
  );
}

export default TeachingPreferencesMinePage;
