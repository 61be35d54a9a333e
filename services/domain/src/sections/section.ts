import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { coverageOf, coverageStatuses } from './coverage.js';

/**
 * A section of a course offering (spec §3 Section), with its meeting and its teaching assignments in the
 * same stream (DESIGN §11). The server sets what follows from the offering:
 * AcademicPeriodId and CourseId (for list filters), defaultPoints (the offering's points), and points and
 * WorkgroupId when left out (the offering's points, the course's workgroup).
 */
export const sections = defineResource({
  name: 'sections',
  eventPrefix: 'Section',
  streamPrefix: 'section',
  labels: { one: 'Section', many: 'Sections Offered' },
  fields: {
    CourseOfferingId: field.reference('Course Offering', 'courseOfferings', 'CourseOffering', {
      required: true,
      immutable: true,
    }),
    name: field.text('Name', { required: true, max: 200, search: true }),
    sectionNumber: field.text('Section Number', { required: true, max: 20, search: true }),
    AcademicTermId: field.reference('Academic Term', 'academicTerms', 'AcademicTerm', { required: true }),
    TeachingModeId: field.reference('Teaching Mode', 'teachingModes', 'TeachingMode', { required: true }),
    WorkgroupId: field.reference('Workgroup', 'workgroups', 'Workgroup'),
    enrollment: field.integer('Enrollment', { min: 0, max: 10_000, default: 0 }),
    enrollmentOverride: field.boolean('Enrollment Above Maximum Confirmed', {
      default: false,
      list: false,
      help: "Allows an enrollment above the course's section maximum",
    }),
    defaultPoints: field.decimal('Default Points', { max: 100, serverOnly: true, list: false }),
    points: field.decimal('Points', { required: true, max: 100 }),
    notes: field.text('Notes', { max: 2000, multiline: true, list: false, search: true }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      serverOnly: true,
      immutable: true,
      list: false,
    }),
    CourseId: field.reference('Course', 'courses', 'Course', {
      serverOnly: true,
      immutable: true,
      list: false,
    }),
  },
  computed: {
    assignedPoints: field.decimal('Assigned Points', { list: false, default: 0 }),
    assignmentCount: field.integer('Assignments', { list: false, default: 0 }),
    coverageStatus: field.enum('Coverage', coverageStatuses, { default: 'uncovered' }),
    variance: field.decimal('Variance', { min: -100, max: 100 }),
    LocationId: field.reference('Location', 'locations', 'Location', { weak: true, list: false }),
    // course number and name, section number and name, instructors, room: projections/src/sections/search.ts
    searchText: field.text('Search Text', {
      max: 4000,
      hidden: true,
      list: false,
      searchText: true,
      help: 'Course, section, instructor, room',
    }),
  },
  representation: 'sectionNumber',
  defaultSort: ['sectionNumber', 'ASC'],
  uniqueWithin: [
    {
      field: 'sectionNumber',
      within: ['CourseOfferingId', 'AcademicTermId'],
      message: 'Already used by another section of this offering in this term',
    },
  ],
  children: ['meetings', 'teachingAssignments'],
  composites: { TermMode: ['AcademicTermId', 'TeachingModeId'] },
  derive: (row) =>
    coverageOf(Number(row.points ?? 0), Number(row.assignedPoints ?? 0), Number(row.assignmentCount ?? 0)),
});
