import {
  administrativeAssignments,
  administrativeAssignmentTypes,
  assignmentTypes,
  childRecord,
  newRecordStream,
  type NewStream,
  sections,
} from '@tams/domain';
import { periodIdOf } from './demoTerms.js';
import {
  adminPlans,
  facultyUserIdOf,
  homeWorkgroupOf,
  requiredPointsOf,
  workloadPlanOf,
} from './demoWorkload.js';
import { demoId } from './ids.js';
import { randomOf } from './planningRecords.js';
import { valueIdOf } from './referenceData.js';
import { withChildren } from './streamExtension.js';
import {
  addDeliberateConflict,
  type PlannedAssignment,
  planPeriodTeaching,
  type SeedInstructor,
  type SeedSection,
} from './teachingPlan.js';

type Data = Record<string, any>;

/** The sections among the streams, by period, read from their created events. */
export function seededSections(streams: readonly NewStream[]): Map<string, SeedSection[]> {
  const byPeriod = new Map<string, SeedSection[]>();
  for (const stream of streams) {
    const section = seededSectionOf(stream);
    if (!section) continue;
    byPeriod.set(section.AcademicPeriodId, [...(byPeriod.get(section.AcademicPeriodId) ?? []), section]);
  }
  return byPeriod;
}

/** The section a section stream creates, with its period; undefined for other streams. */
export function seededSectionOf(stream: NewStream): (SeedSection & { AcademicPeriodId: string }) | undefined {
  const [first, ...more] = stream.events;
  if (first?.type !== 'SectionCreated') return undefined;
  const section = first.data as Data;
  const meeting = more.find((event) => event.type === 'MeetingCreated')?.data as Data | undefined;
  return {
    id: section.id,
    AcademicPeriodId: section.AcademicPeriodId,
    CourseId: section.CourseId,
    WorkgroupId: section.WorkgroupId,
    AcademicTermId: section.AcademicTermId,
    sectionNumber: section.sectionNumber,
    points: Number(section.points),
    meeting: meeting && { days: meeting.days, startTime: meeting.startTime, endTime: meeting.endTime },
  };
}

const adminPointsOf = (n: number) => adminPlans.find((plan) => plan.n === n)?.points ?? 0;

/**
 * How many teaching points each faculty member should get, so that the period ends as planned: those
 * to meet their points exactly leave room for their administrative work (which then makes up the
 * difference), those to stay under leave a gap, those to go over, and those without required points,
 * take what nobody else has room for. In other periods than the active one all but those over meet them.
 */
function instructorsOf(facultyCount: number, active: boolean): SeedInstructor[] {
  return Array.from({ length: facultyCount + 1 }, (_, n) => {
    const required = requiredPointsOf(n, active);
    const plan = workloadPlanOf(n);
    const admin = active ? adminPointsOf(n) : 0;
    const target =
      required === null
        ? 18
        : plan === 'over'
          ? required - admin + 4
          : !active || plan === 'met'
            ? required - (admin > 0 ? 5 : 0)
            : required - admin - 2 - (n % 3) * 2;
    const overflow = plan === 'over' || required === null;
    return { userId: facultyUserIdOf(n), home: homeWorkgroupOf(n), target, overflow };
  });
}

const typeIds = {
  single: valueIdOf(assignmentTypes, 'Primary Instructor'),
  partial: valueIdOf(assignmentTypes, 'Primary Instructor'),
  conflict: valueIdOf(assignmentTypes, 'Primary Instructor'),
  shared: valueIdOf(assignmentTypes, 'Co-Instructor'),
  lab: valueIdOf(assignmentTypes, 'Lab Instructor'),
};
const notesOf: Partial<Record<PlannedAssignment['kind'], string>> = {
  partial: 'The rest of the section is still to be assigned',
  conflict: 'Overlaps another of this instructor\u2019s sections: to be resolved',
};

/** A teaching assignment as the server makes it: the section's period and workgroup copied. */
export function assignmentCommand(assignment: PlannedAssignment, periodId: string) {
  const { section, UserId, points, kind } = assignment;
  return childRecord('teachingAssignments', demoId('teachingAssignment', `${section.id}:${UserId}`), {
    SectionId: section.id,
    UserId,
    AssignmentTypeId: section.sectionNumber.startsWith('L') ? typeIds.lab : typeIds[kind],
    points,
    notes: notesOf[kind] ?? null,
    AcademicPeriodId: periodId,
    WorkgroupId: section.WorkgroupId,
  });
}

/** Each section stream with its assignments created in it (streams without any are left as they are). */
export function withAssignments(
  streams: NewStream[],
  assignments: readonly PlannedAssignment[],
  periodId: string,
) {
  const bySection = new Map<string, PlannedAssignment[]>();
  for (const assignment of assignments)
    bySection.set(assignment.section.id, [...(bySection.get(assignment.section.id) ?? []), assignment]);
  for (const [index, stream] of streams.entries()) {
    const sectionId = stream.events[0]?.type === 'SectionCreated' ? (stream.events[0].data as Data).id : null;
    const planned = sectionId ? bySection.get(sectionId) : undefined;
    if (planned)
      streams[index] = withChildren(
        sections,
        stream,
        planned.map((assignment) => assignmentCommand(assignment, periodId)),
      );
  }
}

/**
 * The demo's teaching and administrative assignments (issue 6): the previous period's sections nearly
 * all taught, the active period's about 85% (a few partly, some shared, faculty1 in at least two), one
 * deliberate time conflict, the faculty's points over, under, at or without their required points.
 * Replaces the section streams in `streams` with ones that hold their assignments; returns the
 * administrative assignments' streams.
 */
export function demoAssignmentStreams(
  streams: NewStream[],
  options: { activeYear: number; facultyCount: number },
): NewStream[] {
  const byPeriod = seededSections(streams);
  const previousId = periodIdOf(options.activeYear - 1);
  const activeId = periodIdOf(options.activeYear);
  const previous = planPeriodTeaching(
    byPeriod.get(previousId) ?? [],
    instructorsOf(options.facultyCount, false),
    {
      uncovered: 0.05,
      shared: 8,
      teamTaught: 0,
      partial: 0,
      taughtBefore: new Map(),
      random: randomOf(options.activeYear - 1),
    },
  );
  const taughtBefore = new Map<string, Set<string>>();
  for (const { section, UserId } of previous.load.assignments)
    taughtBefore.set(section.CourseId, (taughtBefore.get(section.CourseId) ?? new Set()).add(UserId));
  const instructors = instructorsOf(options.facultyCount, true);
  const active = planPeriodTeaching(byPeriod.get(activeId) ?? [], instructors, {
    uncovered: 0.15,
    shared: 14,
    teamTaught: 2,
    partial: 6,
    taughtBefore,
    sharer: instructors[1],
    sharerSections: 3,
    random: randomOf(options.activeYear),
  });
  addDeliberateConflict(active.load, active.uncovered, facultyUserIdOf(2));
  withAssignments(streams, previous.load.assignments, previousId);
  withAssignments(streams, active.load.assignments, activeId);

  return adminPlans.map(({ n, type, points, notes }) => {
    const UserId = facultyUserIdOf(n);
    const required = requiredPointsOf(n, true);
    // those planned to meet their points exactly: their administrative work makes up the difference
    const exact = workloadPlanOf(n) === 'met' && required !== null;
    return newRecordStream(
      administrativeAssignments,
      demoId('administrativeAssignment', `${UserId}:${activeId}:${type}`),
      {
        UserId,
        AcademicPeriodId: activeId,
        AdministrativeAssignmentTypeId: valueIdOf(administrativeAssignmentTypes, type),
        points: exact ? required - active.load.pointsOf(UserId) : points,
        notes,
      },
    );
  });
}
