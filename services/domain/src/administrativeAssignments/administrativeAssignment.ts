import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/**
 * Under aemEnabled a member without a staff role records their own administrative assignments as
 * *reported*; they count toward workload once approved (or recorded by staff); a refused one keeps its
 * reason (DESIGN §19). Without a status (recorded before statuses existed, or aemEnabled off) it counts.
 */
export const adminAssignmentStatuses = ['reported', 'approved', 'refused'] as const;
export type AdminAssignmentStatus = (typeof adminAssignmentStatuses)[number];

/** Whether an administrative assignment's points count toward its member's workload (DESIGN §19). */
export const countsTowardWorkload = (row: Readonly<Record<string, unknown>>) =>
  row.status !== 'reported' && row.status !== 'refused';

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
    status: field.enum('Status', adminAssignmentStatuses, { serverOnly: true }),
    statusReason: field.text('Reason', { max: 2000, multiline: true, serverOnly: true, list: false }),
  },
  computed: {
    instructorName: field.text('Instructor Name', { max: 300, search: true }),
  },
  representation: 'instructorName',
  defaultSort: ['instructorName', 'ASC'],
});
