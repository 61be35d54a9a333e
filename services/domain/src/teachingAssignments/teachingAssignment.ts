import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

export const sameInstructorTwice = 'Already assigned to this section';

/**
 * An instructor's share of a section (spec §3 Teaching assignment), kept in the section's stream (DESIGN §11),
 * so the stream's decider sees every assignment of the section and refuses the same instructor twice.
 * Several instructors may share a section: each assignment carries its own points. The server sets the
 * section's period and workgroup (what lists and the workgroup rights filter on); the projection keeps the
 * other section and instructor columns.
 */
export const teachingAssignments = defineResource({
  name: 'teachingAssignments',
  eventPrefix: 'TeachingAssignment',
  streamPrefix: 'section',
  labels: { one: 'Teaching Assignment', many: 'Teaching Assignments' },
  fields: {
    SectionId: field.reference('Section', 'sections', 'Section', { required: true, immutable: true }),
    UserId: field.reference('Instructor', 'users', 'User', { required: true, immutable: true }),
    AssignmentTypeId: field.reference('Assignment Type', 'assignmentTypes', 'AssignmentType'),
    points: field.decimal('Points', { required: true, max: 100, help: "The instructor's share" }),
    notes: field.text('Notes', { max: 2000, multiline: true, list: false }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      serverOnly: true,
      immutable: true,
      list: false,
    }),
    WorkgroupId: field.reference('Workgroup', 'workgroups', 'Workgroup', { serverOnly: true, list: false }),
  },
  computed: {
    instructorName: field.text('Instructor Name', { max: 300, search: true }),
    sectionNumber: field.text('Section Number', { max: 20 }),
    sectionName: field.text('Section Name', { max: 200, list: false }),
    AcademicTermId: field.reference('Academic Term', 'academicTerms', 'AcademicTerm', {
      weak: true,
      list: false,
    }),
    CourseId: field.reference('Course', 'courses', 'Course', { weak: true, list: false }),
    // kept by the planning read model from the instructor's submitted preferences (preferenceAlignmentOf);
    // its reasons are not listed as values here: no client sends or filters them, and the web's initial
    // bundle has no room for them
    preferenceAlignment: field.text('Preference Alignment', { max: 50, list: false }),
    preferenceAlignmentReasons: field.enumList('Preference Alignment Reasons', [], { list: false }),
    // the section's search text (copies.ts): `q` finds an assignment by its section's course, room...
    searchText: field.text('Search Text', {
      max: 4000,
      hidden: true,
      list: false,
      searchText: true,
      help: 'Course, section, instructor, room',
    }),
  },
  representation: 'instructorName',
  defaultSort: ['instructorName', 'ASC'],
  parent: { resource: 'sections', field: 'SectionId' },
  rules: {
    validate(values, { id, children }): FieldErrors {
      const twice = Object.values(children.teachingAssignments ?? {}).some(
        (other) => other.id !== id && other.values.UserId === values.UserId,
      );
      return twice ? { UserId: sameInstructorTwice } : {};
    },
  },
});
