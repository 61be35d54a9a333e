import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/**
 * Work other than teaching that counts towards a faculty member's points in a period (chairing a
 * committee, coordinating a program): spec §2 Admin Assignments, DESIGN §11 workload.
 */
export const administrativeAssignments = defineResource({
  name: 'administrativeAssignments',
  eventPrefix: 'AdministrativeAssignment',
  streamPrefix: 'administrativeAssignment',
  labels: { one: 'Admin Assignment', many: 'Admin Assignments' },
  fields: {
    UserId: field.reference('Instructor', 'users', 'User', { required: true }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      required: true,
    }),
    AdministrativeAssignmentTypeId: field.reference(
      'Type',
      'administrativeAssignmentTypes',
      'AdministrativeAssignmentType',
      { required: true },
    ),
    points: field.decimal('Points', { required: true, max: 1000 }),
    notes: field.text('Notes', { max: 2000, multiline: true, list: false, search: true }),
  },
  computed: {
    instructorName: field.text('Instructor Name', { max: 300, search: true }),
  },
  representation: 'instructorName',
  defaultSort: ['instructorName', 'ASC'],
});
