import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Title, useStore } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { ScheduleEmpty } from './ScheduleEmpty';
import { ScheduleFilters } from './ScheduleFilters';
import { SchedulePrint } from './SchedulePrint';
import { ScheduleSummary } from './ScheduleSummary';
import type { ScheduleChoices, ScheduleFilterValues, ScheduleTerm } from './scheduleTypes';
import { ScheduleViewPanel } from './ScheduleViewPanel';
import { ScheduleViewTabs, viewPanelId, viewTabId } from './ScheduleViewTabs';
import { useScheduleChoices, useScheduleMeetings } from './useSchedule';
import { useScheduleView } from './useScheduleView';
import { defaultTermOf } from './weekLayout';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The chosen term's meetings under the filters (kept across visits in react-admin's store), in the view
 * chosen (kept in the URL); the view switch comes before the filters, so Tab goes from the last filter
 * to the first meeting.
 */
function ScheduleWeek({ choices, period }: { choices: ScheduleChoices; period: { id: string } }) {
  const [values, setValues] = useStore<ScheduleFilterValues>('schedule.filters', {});
  const term: ScheduleTerm =
    choices.terms.find((candidate) => candidate.id === values.AcademicTermId) ??
    defaultTermOf(choices.terms, today())!;
  const schedule = useScheduleMeetings({
    AcademicPeriodId: period.id,
    AcademicTermId: term.id,
    WorkgroupId: values.workgroup?.id,
    LocationId: values.location?.id,
    UserId: values.instructor?.id,
  });
  const filtered = Boolean(values.workgroup || values.location || values.instructor);
  const { view, day, setView, setDay } = useScheduleView();
  if (view === 'print')
    return schedule.data ? (
      <SchedulePrint
        meetings={schedule.data.meetings}
        termName={term.name}
        values={values}
        onBack={() => setView('week')}
      />
    ) : schedule.isError ? (
      <Alert severity="error">Could not read the schedule: {schedule.error.message}</Alert>
    ) : (
      <ProcessingData />
    );
  return (
    <>
      <ScheduleViewTabs view={view} onChange={setView} />
      <ScheduleFilters choices={choices} termId={term.id} values={values} onChange={setValues} />
      <Box role="tabpanel" id={viewPanelId} aria-labelledby={viewTabId(view)}>
        {schedule.isPending ? (
          <ProcessingData />
        ) : schedule.isError ? (
          <Alert severity="error">Could not read the schedule: {schedule.error.message}</Alert>
        ) : (
          <>
            <Box sx={{ height: 4, mb: 1 }}>{schedule.isPlaceholderData && <LinearProgress />}</Box>
            {schedule.data.meetings.length === 0 ? (
              <ScheduleEmpty
                termName={term.name}
                filtered={filtered}
                onClear={() => setValues({ AcademicTermId: term.id })}
              />
            ) : (
              <>
                <ScheduleSummary answer={schedule.data} termName={term.name} />
                <ScheduleViewPanel
                  view={view}
                  meetings={schedule.data.meetings}
                  termName={term.name}
                  day={day}
                  onDayChange={setDay}
                />
              </>
            )}
          </>
        )}
      </Box>
    </>
  );
}

/**
 * The Schedule page (spec §2 /schedule; manage Scheduler, which the shell's route rules check): the
 * working academic period's meetings by term, filtered by workgroup, location and instructor, as a week
 * grid, one day, by room, by instructor or a list, and a print layout; room double-bookings highlighted;
 * a meeting opens its section.
 */
export function SchedulePage() {
  const choices = useScheduleChoices();
  const period = choices.data?.period;
  return (
    // contain: its width is the window's, never its widest view's (which scrolls in its own box)
    <Box sx={{ p: { xs: 1, sm: 2 }, contain: 'inline-size' }}>
      <Title title="Schedule" />
      <Typography variant="h4" component="h1" gutterBottom>
        Schedule
      </Typography>
      {choices.isPending ? (
        <ProcessingData />
      ) : choices.isError ? (
        <Alert severity="error">Could not read the schedule: {choices.error.message}</Alert>
      ) : !period ? (
        <Alert severity="info">
          There is no academic period to work in yet. Once one is set as the system&rsquo;s active period, its
          schedule appears here.
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Academic period {period.name}
          </Typography>
          {choices.data.terms.length === 0 ? (
            <Alert severity="info">
              {period.name} has no terms yet. Add terms to the academic period to plan its schedule.
            </Alert>
          ) : (
            <ScheduleWeek choices={choices.data} period={period} />
          )}
        </>
      )}
    </Box>
  );
}
export default SchedulePage;
