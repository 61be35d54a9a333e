import {
  type DraftInstructor,
  type DraftProblem,
  type DraftSection,
  type MeetingSlot,
  sectionTitle,
  uncoveredPoints,
} from '@tams/domain';
import { sql } from 'kysely';
import { instructorRows } from '../instructors/queries.js';
import type { ReadModels } from '../readModelDatabase.js';
import { busyOf, overlapsOf, type PlacedSection } from './draftClashes.js';

/** Which sections a draft covers: a period's, of one workgroup, or of the workgroups the caller may assign in. */
export interface DraftScope {
  AcademicPeriodId: string;
  WorkgroupId?: string | null;
  /** null or absent: every workgroup (and sections without one). */
  WorkgroupIds?: readonly string[] | null;
  allowOverload?: boolean;
  effortEnabled?: boolean;
}

type Meeting = MeetingSlot & { SectionId: string };

/** The period's sections in scope with points left to cover, with their course number and meeting. */
async function draftSections(db: ReadModels, scope: DraftScope) {
  let query = db
    .selectFrom('sections as s')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .select([
      's.id',
      's.sectionNumber',
      'c.courseNumber',
      's.CourseId',
      's.WorkgroupId',
      's.AcademicTermId',
      's.TeachingModeId',
      sql<number>`s.points::float8`.as('points'),
      sql<number>`coalesce(s."assignedPoints", 0)::float8`.as('assignedPoints'),
    ])
    .where('s.AcademicPeriodId', '=', scope.AcademicPeriodId)
    .where(sql<boolean>`s.points > coalesce(s."assignedPoints", 0)`);
  if (scope.WorkgroupId) query = query.where('s.WorkgroupId', '=', scope.WorkgroupId);
  if (scope.WorkgroupIds)
    query =
      scope.WorkgroupIds.length === 0
        ? query.where(sql<boolean>`false`)
        : query.where('s.WorkgroupId', 'in', [...scope.WorkgroupIds]);
  const rows = await query.orderBy('c.courseNumber').orderBy('s.sectionNumber').orderBy('s.id').execute();
  return rows.filter((row) => uncoveredPoints(row) > 0);
}

const meetingsOf = (db: ReadModels, sectionIds: readonly string[]): Promise<Meeting[]> =>
  sectionIds.length === 0
    ? Promise.resolve([])
    : (db
        .selectFrom('meetings')
        .select(['SectionId', 'days', 'startTime', 'endTime'])
        .where('SectionId', 'in', [...sectionIds])
        .execute() as Promise<Meeting[]>);

/** The instructors' assignments in the draft's terms (with their meetings), and in the draft's sections. */
const assignmentsOf = (db: ReadModels, userIds: readonly string[], termIds: readonly string[]) =>
  userIds.length === 0 || termIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('teachingAssignments as ta')
        .innerJoin('sections as o', 'o.id', 'ta.SectionId')
        .leftJoin('meetings as om', 'om.SectionId', 'o.id')
        .leftJoin('courses as c', 'c.id', 'o.CourseId')
        .select([
          'ta.UserId',
          'o.id as SectionId',
          'o.AcademicTermId',
          'o.sectionNumber',
          'c.courseNumber',
          'om.days',
          'om.startTime',
          'om.endTime',
        ])
        .where('ta.UserId', 'in', [...userIds])
        .where('o.AcademicTermId', 'in', [...termIds])
        .orderBy('ta.UserId')
        .orderBy('om.startTime')
        .orderBy('o.id')
        .execute();

/** Courses the instructors taught in periods that began before this one, newest first. */
export const taughtBefore = (
  db: ReadModels,
  periodId: string,
  userIds: readonly string[],
  courseIds: readonly string[],
) =>
  userIds.length === 0 || courseIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('teachingAssignments as ta')
        .innerJoin('academicPeriods as p', 'p.id', 'ta.AcademicPeriodId')
        .select(['ta.UserId', 'ta.CourseId', 'p.name'])
        .where('ta.UserId', 'in', [...userIds])
        .where('ta.CourseId', 'in', [...courseIds])
        .where('ta.AcademicPeriodId', '<>', periodId)
        .where((eb) =>
          eb(
            'p.startDate',
            '<',
            eb.selectFrom('academicPeriods').select('startDate').where('id', '=', periodId),
          ),
        )
        .orderBy('p.startDate', 'desc')
        .execute();

/**
 * The facts of a draft (DESIGN §18) as the model takes them (DraftProblem in services/domain/src/autoDraft):
 * the uncovered or partial sections in scope (points: what is left to cover); the active faculty who
 * receive assignments, with their load, workgroups, submitted preferences and courses taught in earlier
 * periods; who is busy for which section (an assignment of theirs meets at the same time in the same term,
 * as AssignInstructor judges a conflict, or they teach the section already); and the draft sections that
 * overlap one another.
 */
export async function draftFacts(db: ReadModels, scope: DraftScope): Promise<DraftProblem> {
  const periodId = scope.AcademicPeriodId;
  const [rows, faculty] = await Promise.all([
    draftSections(db, scope),
    db
      .selectFrom(instructorRows(db, periodId, { effortEnabled: scope.effortEnabled === true }).as('i'))
      .select(['i.id', 'i.name', 'i.pointsRequired', 'i.pointsAssigned', 'i.WorkgroupIds'])
      .where('i.isActive', '=', true)
      .where('i.receiveAssignments', '=', true)
      .orderBy('i.name')
      .orderBy('i.id')
      .execute(),
  ]);
  const userIds = faculty.map((row) => row.id);
  const sectionIds = rows.map((row) => row.id);
  const termIds = [...new Set(rows.flatMap((row) => (row.AcademicTermId ? [row.AcademicTermId] : [])))];
  const courseIds = [...new Set(rows.flatMap((row) => (row.CourseId ? [row.CourseId] : [])))];
  const [meetings, assignments, taught, submissions] = await Promise.all([
    meetingsOf(db, sectionIds),
    assignmentsOf(db, userIds, termIds),
    taughtBefore(db, periodId, userIds, courseIds),
    userIds.length === 0
      ? []
      : db
          .selectFrom('preferenceSubmissions')
          .select(['UserId', 'submittedPreferences'])
          .where('AcademicPeriodId', '=', periodId)
          .where('UserId', 'in', userIds)
          .execute(),
  ]);
  const meetingOf = new Map(meetings.map((meeting) => [meeting.SectionId, meeting]));
  const placed: PlacedSection[] = rows.map((row) => ({ ...row, meeting: meetingOf.get(row.id) }));
  const sections: DraftSection[] = rows.map((row) => ({
    id: row.id,
    label: sectionTitle({ courseNumber: row.courseNumber, sectionNumber: row.sectionNumber }),
    CourseId: row.CourseId,
    WorkgroupId: row.WorkgroupId,
    AcademicTermId: row.AcademicTermId,
    TeachingModeId: row.TeachingModeId,
    points: uncoveredPoints(row),
  }));
  const busy = busyOf(
    assignments.map((row) => ({ ...row, UserId: row.UserId! })),
    placed,
  );
  const submitted = new Map(submissions.map((row) => [row.UserId, row.submittedPreferences]));
  const instructors: DraftInstructor[] = faculty.map((row) => {
    const periods: Record<string, string[]> = {};
    for (const course of taught)
      if (course.UserId === row.id && course.CourseId && course.name) {
        const names = (periods[course.CourseId] ??= []);
        if (!names.includes(course.name)) names.push(course.name);
      }
    return {
      id: row.id,
      name: row.name,
      pointsRequired: row.pointsRequired,
      pointsAssigned: row.pointsAssigned,
      WorkgroupIds: row.WorkgroupIds,
      preferences: submitted.get(row.id) ?? null,
      taught: periods,
    };
  });
  return {
    sections,
    instructors,
    overlaps: overlapsOf(placed),
    busy,
    allowOverload: scope.allowOverload === true,
  };
}
