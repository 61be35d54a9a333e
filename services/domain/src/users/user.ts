import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { roleSlugs } from './roles.js';

/**
 * Users (spec §3 User). The user's stream also holds their faculty profile, financial data per period and
 * settings (child resources), and their activity (sign-ins, masquerades: userActivity.ts).
 */
export const users = defineResource({
  name: 'users',
  eventPrefix: 'User',
  streamPrefix: 'user',
  labels: { one: 'User', many: 'Users' },
  fields: {
    username: field.text('Username', { required: true, max: 100, unique: true, search: true }),
    email: field.text('Email', { max: 254, format: 'email', unique: true, search: true }),
    honorific: field.text('Title', { max: 20, list: false }),
    firstName: field.text('First Name', { required: true, max: 100, search: true }),
    lastName: field.text('Last Name', { required: true, max: 100, search: true }),
    displayName: field.text('Display Name', { max: 200, search: true }),
    EmployeeId: field.text('Employee Id', { max: 50 }),
    hostSystemId: field.text('Host System Id', { max: 100, list: false }),
    Roles: field.enumList('Roles', roleSlugs),
    isActive: field.boolean('Active', { default: true }),
    isFaculty: field.boolean('Faculty', { default: false }),
    WorkingAcademicPeriodId: field.reference(
      'Working Academic Period',
      'academicPeriods',
      'WorkingAcademicPeriod',
      { list: false, weak: true, help: 'The period this user plans in; empty: the system active period' },
    ),
    MergedIntoUserId: field.reference('Merged Into', 'users', 'MergedIntoUser', {
      list: false,
      weak: true,
      serverOnly: true,
      help: 'Set when this user was merged into another as a duplicate',
    }),
  },
  computed: {
    lastLoginAt: field.timestamp('Last Login'),
  },
  representation: 'displayName',
  defaultSort: ['lastName', 'ASC'],
  children: ['facultyProfiles', 'financialData', 'userSettings'],
});
