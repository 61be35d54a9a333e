import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { MyPageData, MyPageFrame } from '../myWorkload/MyPageFrame';
import type { MySchedule } from '../myWorkload/myPageTypes';
import { isUnpublished, NotPublishedNotice } from '../myWorkload/NotPublishedNotice';
import { useMyPage } from '../myWorkload/useMyPage';
import { useAbility } from '../providers/useAbility';
import { WeekGrid } from '../schedule/WeekGrid';
import { PanelEmpty } from '../shared/records/PanelSection';
import type { Period } from '../workingPeriod/periodQueries';
import { firstTermWithMeetings, toScheduleMeetings } from './myMeetings';

function MyWeek({ schedule }: { schedule: MySchedule }) {
  const { context } = useAbility();
  const [chosen, setChosen] = useState<string | undefined>();
  const termId = chosen ?? firstTermWithMeetings(schedule);
  const term = schedule.terms.find((candidate) => candidate.id === termId);
  const me = useMemo(
    () => ({ id: String(context?.workingUserId ?? ''), name: String(context?.displayName ?? 'You') }),
    [context],
  );
  const meetings = useMemo(
    () => toScheduleMeetings(schedule, me).filter((meeting) => meeting.AcademicTermId === termId),
    [schedule, me, termId],
  );
  if (!term) return <Alert severity="info">This academic period has no terms yet.</Alert>;
  return (
    <>
      <TextField
        select
        label="Term"
        value={term.id}
        onChange={(event) => setChosen(event.target.value)}
        size="small"
        sx={{ minWidth: 220, maxWidth: 320, mb: 2, display: 'flex' }}
      >
        {schedule.terms.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {meetings.length === 0 ? (
        <PanelEmpty>You have no meetings in {term.name}.</PanelEmpty>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {meetings.length === 1 ? '1 meeting' : `${meetings.length} meetings`} in {term.name}
          </Typography>
          <WeekGrid meetings={meetings} label={`Your week in ${term.name}`} opensSection={false} />
        </>
      )}
    </>
  );
}

function MyScheduleView({ period }: { period: Period }) {
  const query = useMyPage<MySchedule>('mySchedule', period.id);
  return (
    <MyPageData query={query} what="your schedule">
      {(schedule) =>
        isUnpublished(schedule) ? (
          <NotPublishedNotice periodName={period.name} />
        ) : (
          <MyWeek schedule={schedule} />
        )
      }
    </MyPageData>
  );
}

/** Spec §2 My Schedule: the faculty member's meetings, Monday to Sunday, one term at a time. */
export function MySchedulePage() {
  return <MyPageFrame title="My Schedule">{(period) => <MyScheduleView period={period} />}</MyPageFrame>;
}

export default MySchedulePage;
