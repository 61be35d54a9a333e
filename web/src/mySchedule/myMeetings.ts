import type { MySchedule } from '../myWorkload/myPageTypes';
import type { ScheduleMeeting } from '../schedule/scheduleTypes';

/**
 * The caller's meetings in the shape the week grid draws (the Schedule page's): their own meetings have no
 * room conflicts to show and one instructor known to be them.
 */
export function toScheduleMeetings(
  schedule: MySchedule,
  me: { id: string; name: string },
): ScheduleMeeting[] {
  const termNames = new Map(schedule.terms.map((term) => [term.id, term.name]));
  return schedule.meetings.map((meeting) => ({
    ...meeting,
    CourseId: null,
    courseName: meeting.sectionName,
    termName: termNames.get(meeting.AcademicTermId) ?? '',
    WorkgroupId: null,
    workgroupName: null,
    description: null,
    LocationId: null,
    instructors: [me],
    conflicts: [],
  }));
}

/** The term to show first: the first that has a meeting of theirs, else the period's first. */
export function firstTermWithMeetings(schedule: MySchedule): string | undefined {
  const withMeetings = new Set(schedule.meetings.map((meeting) => meeting.AcademicTermId));
  return (schedule.terms.find((term) => withMeetings.has(term.id)) ?? schedule.terms[0])?.id;
}
