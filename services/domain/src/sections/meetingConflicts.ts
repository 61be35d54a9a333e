import type { ChangeWarning } from '../teachingAssignments/assignmentAnswers.js';
import { type MeetingSlot, meetingsOverlap, meetingTimeText, sharedDays } from './meetingOverlap.js';
import { sectionTitle } from './sectionTitle.js';

/** Another section's meeting, as a double booking names it ("MATH 495-001 meets in SCI 101 Mon ..."). */
export interface BookedMeeting extends MeetingSlot {
  SectionId: string;
  courseNumber: string | null;
  sectionNumber: string;
  LocationId: string | null;
  locationCode: string | null;
}

/** A meeting of another section one of this section's instructors teaches. */
export interface InstructorMeeting extends BookedMeeting {
  instructorName: string;
}

/**
 * What a meeting's save rests on beyond the section's stream (read by the route): its section's term, and
 * the other sections' meetings in its period that are in its room or taught by its instructors, each with
 * its dates.
 */
export interface MeetingFacts {
  /** The section's term dates (null: no term). */
  term: { startDate: string | null; endDate: string | null } | null;
  roomBookings: readonly BookedMeeting[];
  instructorMeetings: readonly InstructorMeeting[];
}

/** The meeting being saved: when (with its dates), where and for which section. */
export interface PlannedMeeting extends MeetingSlot {
  SectionId: string;
  LocationId: string | null;
}

const when = (mine: MeetingSlot, other: MeetingSlot) =>
  meetingTimeText({ ...other, days: sharedDays(mine, other) });

/**
 * What to confirm before a meeting is saved: another section's meeting in the same room at an overlapping
 * time ("roomConflict"), and one of the section's instructors teaching elsewhere then ("timeConflict").
 */
export function meetingConflictWarnings(meeting: PlannedMeeting, facts: MeetingFacts): ChangeWarning[] {
  const clashes = <T extends BookedMeeting>(others: readonly T[]) =>
    others.filter((other) => other.SectionId !== meeting.SectionId && meetingsOverlap(meeting, other));
  const room = meeting.LocationId
    ? clashes(facts.roomBookings.filter((other) => other.LocationId === meeting.LocationId))
    : [];
  return [
    ...room.map((other) => ({
      kind: 'roomConflict',
      message: `${sectionTitle(other)} meets in ${other.locationCode ?? 'this room'} ${when(meeting, other)}.`,
    })),
    ...clashes(facts.instructorMeetings).map((other) => ({
      kind: 'timeConflict',
      message: `${other.instructorName} also teaches ${sectionTitle(other)} ${when(meeting, other)}.`,
    })),
  ];
}
