import {
  type DraftBusy,
  type MeetingSlot,
  meetingsOverlap,
  meetingTimeText,
  sectionTitle,
} from '@tams/domain';

/** A section where and when it meets (no meeting: it clashes with nothing). */
export interface PlacedSection {
  id: string;
  AcademicTermId: string | null;
  meeting: MeetingSlot | undefined;
}

/** An instructor's existing assignment, with its section's naming and meeting (null: none). */
export interface PlacedAssignment {
  UserId: string;
  SectionId: string;
  AcademicTermId: string | null;
  courseNumber: string | null;
  sectionNumber: string | null;
  days: string[] | null;
  startTime: string | null;
  endTime: string | null;
}

/** Same term, overlapping meetings: as AssignInstructor judges a time conflict. */
const clash = (a: PlacedSection, b: PlacedSection) =>
  !!a.meeting &&
  !!b.meeting &&
  a.AcademicTermId === b.AcademicTermId &&
  meetingsOverlap(a.meeting, b.meeting);

/** Pairs of draft sections meeting at the same time in the same term. */
export function overlapsOf(placed: readonly PlacedSection[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++)
      if (clash(placed[i]!, placed[j]!)) pairs.push([placed[i]!.id, placed[j]!.id]);
  return pairs;
}

/**
 * Who cannot take which draft section: an assignment of theirs meets at the same time in the same term,
 * or they teach the (partial) section already.
 */
export function busyOf(
  assignments: readonly PlacedAssignment[],
  placed: readonly PlacedSection[],
): DraftBusy[] {
  const inDraft = new Set(placed.map((section) => section.id));
  const busy: DraftBusy[] = [];
  for (const assignment of assignments) {
    const { UserId, SectionId, days, startTime, endTime } = assignment;
    const title = sectionTitle(assignment);
    if (inDraft.has(SectionId)) busy.push({ UserId, SectionId, with: `${title} (teaches it already)` });
    if (!days || !startTime || !endTime) continue;
    const meeting = { days, startTime, endTime };
    const theirs = { id: SectionId, AcademicTermId: assignment.AcademicTermId, meeting };
    for (const section of placed)
      if (section.id !== SectionId && clash(theirs, section))
        busy.push({ UserId, SectionId: section.id, with: `${title} (${meetingTimeText(meeting)})` });
  }
  return busy;
}
