import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/** The course catalog (spec §3 Course). */
export const courses = defineResource({
  name: 'courses',
  eventPrefix: 'Course',
  streamPrefix: 'course',
  labels: { one: 'Course', many: 'Course Catalog' },
  fields: {
    courseNumber: field.text('Course Number', { required: true, max: 32, unique: true, search: true }),
    name: field.text('Name', { required: true, max: 200, search: true }),
    unitsMax: field.decimal('Max Units', { min: 0, max: 99 }),
    sectionMaxStudents: field.integer('Section Max Students', { min: 0, max: 10_000 }),
    sectionCreditHours: field.decimal('Section Credit Hours', { min: 0, max: 99 }),
    WorkgroupId: field.reference('Workgroup', 'workgroups', 'Workgroup'),
    isActive: field.boolean('Active', { default: true }),
    isOffered: field.boolean('Offered', { default: true }),
  },
  representation: 'courseNumber',
  defaultSort: ['courseNumber', 'ASC'],
});
