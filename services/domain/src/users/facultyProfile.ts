import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

const onePerUser = 'This user already has a faculty profile';

/** A faculty member's teaching profile (spec §3 Faculty profile), one per user, in the user's stream. */
export const facultyProfiles = defineResource({
  name: 'facultyProfiles',
  eventPrefix: 'FacultyProfile',
  streamPrefix: 'user',
  labels: { one: 'Faculty Profile', many: 'Faculty Profiles' },
  fields: {
    UserId: field.reference('User', 'users', 'User', { required: true, immutable: true }),
    InstructorTypeId: field.reference('Instructor Type', 'instructorTypes', 'InstructorType'),
    isActive: field.boolean('Active', { default: true }),
    receiveAssignments: field.boolean('Receives Assignments', {
      default: true,
      help: 'Offered as an assignee for sections',
    }),
    DivisionId: field.reference('Division', 'divisions', 'Division'),
    TrackId: field.reference('Track', 'tracks', 'Track'),
    RankId: field.reference('Rank', 'ranks', 'Rank'),
    CampusIds: field.referenceList('Campuses', 'campuses', 'Campuses', { list: false }),
    ProgramIds: field.referenceList('Programs', 'programs', 'Programs', { list: false }),
    SpecialtyIds: field.referenceList('Specialties', 'specialties', 'Specialties', { list: false }),
    MajorIds: field.referenceList('Majors', 'majors', 'Majors', { list: false }),
    CohortIds: field.referenceList('Cohorts', 'cohorts', 'Cohorts', { list: false }),
    certifications: field.text('Certifications', { max: 2000, multiline: true, list: false }),
    credentials: field.text('Credentials', { max: 2000, multiline: true, list: false }),
  },
  representation: 'UserId',
  defaultSort: ['UserId', 'ASC'],
  parent: { resource: 'users', field: 'UserId' },
  rules: {
    validate(_values, { id, children }): FieldErrors {
      const others = Object.keys(children.facultyProfiles ?? {}).filter((other) => other !== id);
      return others.length > 0 ? { UserId: onePerUser } : {};
    },
  },
});
