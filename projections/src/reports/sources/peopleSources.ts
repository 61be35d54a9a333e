import { preferenceAlignments, preferenceStatuses } from '@tams/domain';
import { sql } from 'kysely';
import { instructorRows, workloadStatuses } from '../../instructors/queries.js';
import {
  booleanColumn,
  countColumn,
  enumColumn,
  integerColumn,
  pointsColumn,
  ref,
  type ReportSource,
  textColumn,
  timestampColumn,
} from '../reportSource.js';

const instructorName = (alias: string) =>
  sql`coalesce(nullif(${sql.ref(`${alias}.displayName`)}, ''), ${sql.ref(`${alias}.firstName`)} || ' ' || ${sql.ref(`${alias}.lastName`)})`;

export const teachingAssignmentsBuilder: ReportSource = {
  type: 'TeachingAssignmentsBuilder',
  label: 'Teaching assignments',
  description: 'Who teaches which section, with points, assignment type and preference alignment.',
  tables: [
    'teachingAssignments',
    'courses',
    'academicPeriods',
    'academicTerms',
    'workgroups',
    'assignmentTypes',
  ],
  from: (db) =>
    db
      .selectFrom('teachingAssignments as b')
      .leftJoin('courses as c', 'c.id', 'b.CourseId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('academicTerms as t', 't.id', 'b.AcademicTermId')
      .leftJoin('workgroups as w', 'w.id', 'b.WorkgroupId')
      .leftJoin('assignmentTypes as at', 'at.id', 'b.AssignmentTypeId'),
  id: ref('b.id'),
  columns: [
    textColumn('instructorName', 'Instructor', 'b.instructorName', { width: 24 }),
    textColumn('courseNumber', 'Course Number', 'c.courseNumber', { width: 14 }),
    textColumn('courseName', 'Course', 'c.name', { width: 30 }),
    textColumn('sectionNumber', 'Section', 'b.sectionNumber'),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    textColumn('Term', 'Term', 't.name', { width: 16 }),
    textColumn('Workgroup', 'Workgroup', 'w.name', { width: 22 }),
    textColumn('AssignmentType', 'Assignment Type', 'at.name', { width: 18 }),
    pointsColumn('points', 'Points', 'b.points'),
    enumColumn('preferenceAlignment', 'Preference Alignment', 'b.preferenceAlignment', {
      values: preferenceAlignments,
    }),
    textColumn('notes', 'Notes', 'b.notes', { width: 40 }),
  ],
  defaultState: {
    sorting: [
      { id: 'instructorName', desc: false },
      { id: 'courseNumber', desc: false },
    ],
  },
};

export const instructorsBuilder: ReportSource = {
  type: 'InstructorsBuilder',
  label: 'Instructors',
  description: 'Faculty with their instructor type, rank, division and track.',
  tables: ['users', 'facultyProfiles', 'instructorTypes', 'ranks', 'divisions', 'tracks'],
  from: (db) =>
    db
      .selectFrom('users as b')
      .leftJoin('facultyProfiles as fp', 'fp.UserId', 'b.id')
      .leftJoin('instructorTypes as it', 'it.id', 'fp.InstructorTypeId')
      .leftJoin('ranks as r', 'r.id', 'fp.RankId')
      .leftJoin('divisions as d', 'd.id', 'fp.DivisionId')
      .leftJoin('tracks as tr', 'tr.id', 'fp.TrackId')
      .where('b.isFaculty', '=', true)
      .where('b.MergedIntoUserId', 'is', null),
  id: ref('b.id'),
  columns: [
    textColumn('name', 'Name', instructorName('b'), { width: 24 }),
    textColumn('lastName', 'Last Name', 'b.lastName'),
    textColumn('firstName', 'First Name', 'b.firstName'),
    textColumn('email', 'Email', 'b.email', { width: 28, requires: ['read', 'Instructor'] }),
    textColumn('EmployeeId', 'Employee Id', 'b.EmployeeId', { requires: ['read', 'Instructor'] }),
    textColumn('InstructorType', 'Instructor Type', 'it.name', { width: 18 }),
    textColumn('Rank', 'Rank', 'r.name'),
    textColumn('Division', 'Division', 'd.name'),
    textColumn('Track', 'Track', 'tr.name'),
    booleanColumn('isActive', 'Active', 'b.isActive'),
    booleanColumn('receiveAssignments', 'Receives Assignments', sql`coalesce(fp."receiveAssignments", true)`),
  ],
  defaultState: { sorting: [{ id: 'lastName', desc: false }] },
};

export const instructorWorkloadsBuilder: ReportSource = {
  type: 'InstructorWorkloadsBuilder',
  label: 'Instructor workloads',
  description: "Each faculty member's required, assigned and remaining points in a period.",
  tables: [
    'users',
    'facultyProfiles',
    'financialData',
    'instructorWorkloads',
    'instructorTypes',
    'academicPeriods',
  ],
  periodScoped: true,
  from: (db, context) =>
    db
      .selectFrom(instructorRows(db, context.periodId, { effortEnabled: context.effortEnabled }).as('b'))
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId'),
  id: ref('b.id'),
  columns: [
    textColumn('name', 'Instructor', 'b.name', { width: 24 }),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    textColumn('InstructorType', 'Instructor Type', 'b.instructorTypeName', { width: 18 }),
    textColumn('Rank', 'Rank', 'b.rankName'),
    textColumn('Division', 'Division', 'b.divisionName'),
    pointsColumn('pointsRequired', 'Required Points', 'b.pointsRequired'),
    pointsColumn('teachingPoints', 'Teaching Points', 'b.teachingPoints'),
    pointsColumn('adminPoints', 'Admin Points', 'b.adminPoints'),
    pointsColumn('pointsAssigned', 'Assigned Points', 'b.pointsAssigned'),
    pointsColumn('pointsRemaining', 'Remaining Points', 'b.pointsRemaining'),
    enumColumn('workloadStatus', 'Status', 'b.workloadStatus', { values: workloadStatuses }),
    countColumn('sectionCount', 'Sections', 'b.sectionCount'),
    countColumn('adminAssignmentCount', 'Admin Assignments', 'b.adminAssignmentCount'),
    booleanColumn('isActive', 'Active', 'b.isActive'),
  ],
  defaultState: { sorting: [{ id: 'name', desc: false }] },
};

export const usersBuilder: ReportSource = {
  type: 'UsersBuilder',
  label: 'Users',
  description: 'Everyone who signs in: names, e-mail, roles and last sign-in.',
  requires: ['read', 'User'],
  tables: ['users'],
  from: (db) => db.selectFrom('users as b').where('b.MergedIntoUserId', 'is', null),
  id: ref('b.id'),
  columns: [
    textColumn('username', 'Username', 'b.username', { width: 20 }),
    textColumn('name', 'Name', instructorName('b'), { width: 24 }),
    textColumn('email', 'Email', 'b.email', { width: 28 }),
    textColumn('EmployeeId', 'Employee Id', 'b.EmployeeId'),
    textColumn('Roles', 'Roles', sql`array_to_string(b."Roles", ', ')`, { width: 30 }),
    booleanColumn('isActive', 'Active', 'b.isActive'),
    booleanColumn('isFaculty', 'Faculty', 'b.isFaculty'),
    timestampColumn('lastLoginAt', 'Last Sign-in', 'b.lastLoginAt', { width: 20 }),
  ],
  defaultState: { sorting: [{ id: 'username', desc: false }] },
};

export const teachingPreferenceSubmissionsBuilder: ReportSource = {
  type: 'TeachingPreferenceSubmissionsBuilder',
  label: 'Teaching preference submissions',
  description: "Each faculty member's preference submission per period: status and count.",
  tables: ['preferenceSubmissions', 'users', 'academicPeriods'],
  from: (db) =>
    db
      .selectFrom('preferenceSubmissions as b')
      .innerJoin('users as u', 'u.id', 'b.UserId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId'),
  id: ref('b.id'),
  columns: [
    textColumn('Instructor', 'Instructor', instructorName('u'), { width: 24 }),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    enumColumn('status', 'Status', 'b.status', { values: preferenceStatuses }),
    countColumn('preferenceCount', 'Preferences', 'b.preferenceCount'),
    timestampColumn('submittedAt', 'Submitted', 'b.submittedAt', { width: 20 }),
    timestampColumn('reopenedAt', 'Reopened', 'b.reopenedAt', { width: 20 }),
    textColumn('reopenReason', 'Reopen Reason', 'b.reopenReason', { width: 30 }),
  ],
  defaultState: { sorting: [{ id: 'Instructor', desc: false }] },
};

/** One row per preference: the submissions' preference lists unnested (`pr.value`, rank `pr.n`). */
export const teachingPreferencesBuilder: ReportSource = {
  type: 'TeachingPreferencesBuilder',
  label: 'Teaching preferences',
  description: 'Every preference faculty gave: term, teaching mode, weight and wished-for courses.',
  tables: [
    'preferenceSubmissions',
    'users',
    'academicPeriods',
    'academicTerms',
    'teachingModes',
    'assignmentTypes',
    'courses',
  ],
  from: (db) =>
    db
      .selectFrom(
        sql`(select ps.*, pr.value as pref, pr.n as rank, ps.id::text || ':' || pr.n as "rowId"
          from "preferenceSubmissions" ps
          cross join lateral jsonb_array_elements(ps.preferences) with ordinality as pr(value, n))`.as('b'),
      )
      .innerJoin('users as u', 'u.id', 'b.UserId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('academicTerms as t', (join) =>
        join.on(sql<boolean>`t.id = (b.pref->>'AcademicTermId')::uuid`),
      )
      .leftJoin('teachingModes as m', (join) =>
        join.on(sql<boolean>`m.id = (b.pref->>'TeachingModeId')::uuid`),
      )
      .leftJoin('assignmentTypes as at', (join) =>
        join.on(sql<boolean>`at.id = (b.pref->>'AssignmentTypeId')::uuid`),
      ),
  id: ref('b.rowId'),
  columns: [
    textColumn('Instructor', 'Instructor', instructorName('u'), { width: 24 }),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    enumColumn('status', 'Submission Status', 'b.status', { values: preferenceStatuses }),
    integerColumn('rank', 'Rank', 'b.rank'),
    textColumn('Term', 'Term', 't.name', { width: 16 }),
    textColumn('TeachingMode', 'Teaching Mode', 'm.name', { width: 16 }),
    textColumn('AssignmentType', 'Assignment Type', 'at.name', { width: 18 }),
    integerColumn('weight', 'Weight', sql`(b.pref->>'weight')::int`),
    textColumn(
      'courses',
      'Courses',
      sql`(select string_agg(c."courseNumber", ', ' order by c."courseNumber") from courses c
        where c.id in (select jsonb_array_elements_text(b.pref->'CourseIds')::uuid))`,
      { width: 30 },
    ),
    textColumn('notes', 'Notes', sql`b.pref->>'notes'`, { width: 40 }),
  ],
  defaultState: {
    sorting: [
      { id: 'Instructor', desc: false },
      { id: 'rank', desc: false },
    ],
  },
};
