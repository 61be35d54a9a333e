import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/**
 * A course offered in an academic period (spec §3 Course offering), with its term modes in the same
 * stream. Its id follows from (course, period) (`courseOfferingIdOf` in the API), so a course is offered at most once
 * per period and cloning a period twice finds the offering it made the first time.
 * courseNumber and name are the course's when the offering was made (the server copies them).
 */
export const courseOfferings = defineResource({
  name: 'courseOfferings',
  eventPrefix: 'CourseOffering',
  streamPrefix: 'courseOffering',
  labels: { one: 'Course Offering', many: 'Course Offerings' },
  fields: {
    CourseId: field.reference('Course', 'courses', 'Course', { required: true, immutable: true }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      required: true,
      immutable: true,
    }),
    courseNumber: field.text('Course Number', { max: 32, serverOnly: true, search: true }),
    name: field.text('Name', { max: 200, serverOnly: true, search: true }),
    points: field.decimal('Points', {
      required: true,
      min: 0,
      max: 100,
      help: 'Each new section of this offering starts with these points',
    }),
  },
  representation: 'courseNumber',
  defaultSort: ['courseNumber', 'ASC'],
  children: ['offeringTermModes'],
});
