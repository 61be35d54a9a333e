import { coverageStatuses, meetingFrequencies } from '@tams/domain';
import { sql } from 'kysely';
import {
  booleanColumn,
  countColumn,
  dateColumn,
  enumColumn,
  integerColumn,
  numberColumn,
  pointsColumn,
  ref,
  type ReportSource,
  textColumn,
} from '../reportSource.js';

/** The names a section's references show as (the section is `b`). */
const sectionReferenceColumns = [
  textColumn('courseNumber', 'Course Number', 'c.courseNumber', { width: 14 }),
  textColumn('courseName', 'Course', 'c.name', { width: 30 }),
  textColumn('sectionNumber', 'Section', 'b.sectionNumber', { width: 10 }),
  textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
  textColumn('Term', 'Term', 't.name', { width: 16 }),
  textColumn('Workgroup', 'Workgroup', 'w.name', { width: 22 }),
];

export const sectionsBuilder: ReportSource = {
  type: 'SectionsBuilder',
  label: 'Sections',
  description: 'Every section with its course, term, workgroup, points and coverage.',
  tables: [
    'sections',
    'courses',
    'academicPeriods',
    'academicTerms',
    'workgroups',
    'teachingModes',
    'locations',
  ],
  from: (db) =>
    db
      .selectFrom('sections as b')
      .leftJoin('courses as c', 'c.id', 'b.CourseId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('academicTerms as t', 't.id', 'b.AcademicTermId')
      .leftJoin('workgroups as w', 'w.id', 'b.WorkgroupId')
      .leftJoin('teachingModes as m', 'm.id', 'b.TeachingModeId')
      .leftJoin('locations as l', 'l.id', 'b.LocationId'),
  id: ref('b.id'),
  columns: [
    ...sectionReferenceColumns,
    textColumn('name', 'Section Name', 'b.name', { width: 24 }),
    textColumn('TeachingMode', 'Teaching Mode', 'm.name', { width: 16 }),
    textColumn('Location', 'Location', 'l.code'),
    countColumn('enrollment', 'Enrollment', 'b.enrollment'),
    pointsColumn('points', 'Points', 'b.points'),
    pointsColumn('assignedPoints', 'Assigned Points', 'b.assignedPoints'),
    pointsColumn('variance', 'Variance', 'b.variance'),
    countColumn('assignmentCount', 'Assignments', 'b.assignmentCount'),
    enumColumn('coverageStatus', 'Coverage', 'b.coverageStatus', { values: coverageStatuses }),
    textColumn('notes', 'Notes', 'b.notes', { width: 40 }),
  ],
  defaultState: {
    sorting: [
      { id: 'courseNumber', desc: false },
      { id: 'sectionNumber', desc: false },
    ],
    columnVisibility: { notes: false, name: false },
  },
};

export const sectionSchedulesBuilder: ReportSource = {
  type: 'SectionSchedulesBuilder',
  label: 'Section schedules',
  description: 'Each meeting of each section: days, times and room.',
  tables: ['meetings', 'sections', 'courses', 'academicPeriods', 'academicTerms', 'workgroups', 'locations'],
  from: (db) =>
    db
      .selectFrom('meetings as mt')
      .innerJoin('sections as b', 'b.id', 'mt.SectionId')
      .leftJoin('courses as c', 'c.id', 'b.CourseId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('academicTerms as t', 't.id', 'b.AcademicTermId')
      .leftJoin('workgroups as w', 'w.id', 'b.WorkgroupId')
      .leftJoin('locations as l', 'l.id', sql.ref('mt.LocationId') as never),
  id: ref('mt.id'),
  columns: [
    ...sectionReferenceColumns,
    textColumn('days', 'Days', sql`array_to_string(mt.days, ', ')`, { width: 16 }),
    textColumn('startTime', 'Start', 'mt.startTime'),
    textColumn('endTime', 'End', 'mt.endTime'),
    enumColumn('frequency', 'Frequency', 'mt.frequency', { values: meetingFrequencies }),
    integerColumn('occurrence', 'Occurrence', 'mt.occurrence'),
    dateColumn('until', 'Until', 'mt.until'),
    textColumn('Location', 'Room', 'l.code'),
    textColumn('description', 'Description', 'mt.description', { width: 30 }),
  ],
  defaultState: {
    sorting: [
      { id: 'courseNumber', desc: false },
      { id: 'sectionNumber', desc: false },
    ],
  },
};

export const coursesBuilder: ReportSource = {
  type: 'CoursesBuilder',
  label: 'Courses',
  description: 'The course catalog: numbers, names, workgroups, units and limits.',
  tables: ['courses', 'workgroups'],
  from: (db) => db.selectFrom('courses as b').leftJoin('workgroups as w', 'w.id', 'b.WorkgroupId'),
  id: ref('b.id'),
  columns: [
    textColumn('courseNumber', 'Course Number', 'b.courseNumber', { width: 14 }),
    textColumn('name', 'Name', 'b.name', { width: 30 }),
    textColumn('Workgroup', 'Workgroup', 'w.name', { width: 22 }),
    numberColumn('unitsMax', 'Units (max)', 'b.unitsMax'),
    integerColumn('sectionMaxStudents', 'Max students per section', 'b.sectionMaxStudents'),
    numberColumn('sectionCreditHours', 'Credit hours', 'b.sectionCreditHours'),
    booleanColumn('isActive', 'Active', 'b.isActive'),
    booleanColumn('isOffered', 'Offered', 'b.isOffered'),
  ],
  defaultState: { sorting: [{ id: 'courseNumber', desc: false }] },
};

export const courseOfferingsBuilder: ReportSource = {
  type: 'CourseOfferingsBuilder',
  label: 'Course offerings',
  description: 'Courses offered per academic period, with their points and sections.',
  tables: ['courseOfferings', 'courses', 'academicPeriods', 'workgroups', 'sections'],
  from: (db) =>
    db
      .selectFrom('courseOfferings as b')
      .leftJoin('courses as c', 'c.id', 'b.CourseId')
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('workgroups as w', 'w.id', 'c.WorkgroupId'),
  id: ref('b.id'),
  columns: [
    textColumn('courseNumber', 'Course Number', 'b.courseNumber', { width: 14 }),
    textColumn('name', 'Name', 'b.name', { width: 30 }),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    textColumn('Workgroup', 'Workgroup', 'w.name', { width: 22 }),
    pointsColumn('points', 'Points', 'b.points'),
    countColumn(
      'sectionCount',
      'Sections',
      sql`(select count(*)::int from sections s where s."CourseOfferingId" = b.id)`,
    ),
  ],
  defaultState: { sorting: [{ id: 'courseNumber', desc: false }] },
};
