import { type ExpressionBuilder, type InferResult, type QueryCreator, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ScheduleFilter } from './scheduleFilter.js';
import { type ReadModelDatabase, type ReadModels, userNameSql } from '@tams/projections';
import { sectionInstructors } from './sectionInstructors.js';
import type { ScheduleConflict, ScheduleMeeting } from '@tams/domain';

/** More meetings than a week grid can show; the answer says `truncated` and the page asks to filter. */
export const scheduleLimit = 2000;

type Scope = { periodId: string } & Omit<ScheduleFilter, 'AcademicPeriodId'>;

/**
 * The meetings in a room of the period (or of its term, or in the filter's room): what conflicts are
 * looked for among. Not narrowed by workgroup or instructor: a room is double-booked whoever books it.
 */
function bookedRooms(db: ReadModels, scope: Scope) {
  let query = db
    .selectFrom('sections as s')
    .innerJoin('meetings as m', 'm.SectionId', 's.id')
    .select([
      'm.id',
      'm.SectionId',
      'm.LocationId',
      'm.days',
      'm.startTime',
      'm.endTime',
      's.AcademicTermId',
      's.sectionNumber',
      's.CourseId',
    ])
    .where('s.AcademicPeriodId', '=', scope.periodId)
    .where('m.LocationId', 'is not', null);
  if (scope.AcademicTermId) query = query.where('s.AcademicTermId', '=', scope.AcademicTermId);
  if (scope.LocationId) query = query.where('m.LocationId', '=', scope.LocationId);
  return query;
}

/**
 * Each shown meeting's conflicts: another section's meeting in the same room and term, on a shared day, at
 * an overlapping time ('HH:MM' compares as text; touching times do not overlap). Joins within the booked
 * meetings, not a probe per meeting across every period's bookings of the room.
 */
function clashesOf(db: QueryCreator<WithBookings>) {
  return db
    .selectFrom('booked as a')
    .innerJoin('shown', 'shown.id', 'a.id')
    .innerJoin('booked as b', (join) =>
      join
        .onRef('b.LocationId', '=', 'a.LocationId')
        .onRef('b.AcademicTermId', '=', 'a.AcademicTermId')
        .onRef('b.SectionId', '<>', 'a.SectionId')
        .on(sql<boolean>`b.days && a.days`)
        .onRef('b.startTime', '<', 'a.endTime')
        .onRef('b.endTime', '>', 'a.startTime'),
    )
    .leftJoin('courses as c', 'c.id', 'b.CourseId')
    .select([
      'a.id',
      sql<ScheduleConflict[]>`json_agg(json_build_object(
        'id', b.id, 'SectionId', b."SectionId", 'sectionNumber', b."sectionNumber",
        'courseNumber', c."courseNumber", 'startTime', b."startTime", 'endTime', b."endTime", 'days', b.days
      ) order by b."startTime", b.id)`.as('conflicts'),
    ])
    .groupBy('a.id');
}

/** The read models with the query's common tables: the meetings shown and the rooms' bookings. */
type WithBookings = ReadModelDatabase & {
  booked: InferResult<ReturnType<typeof bookedRooms>>[number];
  shown: InferResult<ReturnType<typeof shownMeetings>>[number];
};

const instructorsOf = (eb: ExpressionBuilder<any, any>) =>
  jsonArrayFrom(
    eb
      .selectFrom(sectionInstructors())
      .innerJoin('users as u', 'u.id', 'ta.UserId')
      .select(['u.id', userNameSql.as('name')])
      .whereRef('ta.SectionId', '=', 's.id')
      .orderBy('u.lastName')
      .orderBy('u.id'),
  );

/**
 * The page of meetings shown: the period's (or term's) under the filters, in start-time order, at most
 * `scheduleLimit` + 1 (to tell truncation). Only ids and sort keys, so the sort stays small; served by
 * sections(AcademicPeriodId) and meetings(SectionId).
 */
function shownMeetings(db: ReadModels, scope: Scope) {
  let query = db
    .selectFrom('sections as s')
    .innerJoin('meetings as m', 'm.SectionId', 's.id')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .select(['m.id', 'm.startTime', 'c.courseNumber', 's.sectionNumber'])
    .where('s.AcademicPeriodId', '=', scope.periodId);
  if (scope.AcademicTermId) query = query.where('s.AcademicTermId', '=', scope.AcademicTermId);
  if (scope.WorkgroupId) query = query.where('s.WorkgroupId', '=', scope.WorkgroupId);
  if (scope.LocationId) query = query.where('m.LocationId', '=', scope.LocationId);
  const userId = scope.UserId;
  if (userId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom(sectionInstructors())
          .select(sql.lit(1).as('one'))
          .whereRef('ta.SectionId', '=', 's.id')
          .where('ta.UserId', '=', userId),
      ),
    );
  return query
    .orderBy('m.startTime')
    .orderBy('c.courseNumber')
    .orderBy('s.sectionNumber')
    .orderBy('m.id')
    .limit(scheduleLimit + 1);
}

/**
 * The shown meetings with their section, course, term, workgroup, location, instructors and conflicts.
 * Conflicts are looked for among every booking of the rooms (bookedRooms), not only the shown ones.
 */
export async function scheduleMeetings(
  db: ReadModels,
  scope: Scope,
): Promise<{ meetings: ScheduleMeeting[]; truncated: boolean }> {
  const rows = (await db
    .with('shown', () => shownMeetings(db, scope))
    .with('booked', () => bookedRooms(db, scope))
    .with('clashes', (withBookings) => clashesOf(withBookings))
    .selectFrom('shown as v')
    .innerJoin('meetings as m', 'm.id', 'v.id')
    .innerJoin('sections as s', 's.id', 'm.SectionId')
    .innerJoin('academicTerms as t', 't.id', 's.AcademicTermId')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .leftJoin('workgroups as w', 'w.id', 's.WorkgroupId')
    .leftJoin('locations as l', 'l.id', 'm.LocationId')
    .leftJoin('clashes as x', 'x.id', 'm.id')
    .select([
      'm.id',
      'm.SectionId',
      's.sectionNumber',
      's.name as sectionName',
      's.CourseId',
      'c.courseNumber',
      'c.name as courseName',
      's.AcademicTermId',
      't.name as termName',
      's.WorkgroupId',
      'w.name as workgroupName',
      'm.days',
      'm.startTime',
      'm.endTime',
      'm.frequency',
      'm.description',
      'm.LocationId',
      'l.code as locationCode',
      'l.description as locationDescription',
      sql<ScheduleConflict[]>`coalesce(x.conflicts, '[]'::json)`.as('conflicts'),
    ])
    .select((eb) => instructorsOf(eb).as('instructors'))
    .orderBy('v.startTime')
    .orderBy('v.courseNumber')
    .orderBy('v.sectionNumber')
    .orderBy('v.id')
    .execute()) as ScheduleMeeting[];
  const meetings = rows.slice(0, scheduleLimit).map((meeting) => ({
    ...meeting,
    // the days both meet on, so a page can mark only those
    conflicts: meeting.conflicts.map((other) => ({
      ...other,
      days: other.days.filter((day) => meeting.days.includes(day)),
    })),
  }));
  return { meetings, truncated: rows.length > scheduleLimit };
}
