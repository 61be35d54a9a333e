import { courseOfferings } from '../courseOfferings/courseOffering.js';
import { courses } from '../courses/course.js';
import { meetings } from '../sections/meeting.js';
import { sections } from '../sections/section.js';
import type { ResourceDefinition } from '../shared/resource.js';
import { facultyProfiles } from '../users/facultyProfile.js';
import { users } from '../users/user.js';
import type { SisImportKind } from './sisImport.js';

/** Which record of a row a column sets; `key`: a column that finds records (course, term, period). */
export type SisTarget = 'course' | 'offering' | 'section' | 'meeting' | 'user' | 'profile' | 'key';

/** How a reference column names its record: the value list's name, a location's code, a term's name. */
export type SisLookup =
  'workgroups' | 'teachingModes' | 'locations' | 'instructorTypes' | 'divisions' | 'tracks' | 'ranks';

export interface SisColumn {
  /** The header as users see it: the field's label (a longer one where two records share a label). */
  header: string;
  target: SisTarget;
  field: string;
  /** The file must have this column. */
  required?: boolean;
  lookup?: SisLookup;
}

const definitions: Record<Exclude<SisTarget, 'key'>, ResourceDefinition> = {
  course: courses,
  offering: courseOfferings,
  section: sections,
  meeting: meetings,
  user: users,
  profile: facultyProfiles,
};
export const sisTargetDefinition = (target: Exclude<SisTarget, 'key'>) => definitions[target];

const column = (
  target: Exclude<SisTarget, 'key'>,
  field: string,
  options: Partial<Omit<SisColumn, 'target' | 'field'>> = {},
): SisColumn => ({
  header: options.header ?? definitions[target].fields[field]!.label,
  target,
  field,
  ...options,
});
const key = (header: string, field: string, required = true): SisColumn => ({
  header,
  target: 'key',
  field,
  required,
});

const courseColumns: SisColumn[] = [
  column('course', 'courseNumber', { required: true }),
  column('course', 'name', { required: true }),
  column('course', 'unitsMax'),
  column('course', 'sectionMaxStudents'),
  column('course', 'sectionCreditHours'),
  column('course', 'WorkgroupId', { lookup: 'workgroups' }),
  column('course', 'isActive'),
  column('course', 'isOffered'),
];

const sectionColumns: SisColumn[] = [
  key('Course Number', 'courseNumber'),
  key('Term', 'term'),
  key('Academic Period', 'period', false),
  column('section', 'sectionNumber', { required: true }),
  column('section', 'name'),
  column('section', 'TeachingModeId', { required: true, lookup: 'teachingModes' }),
  column('section', 'WorkgroupId', { lookup: 'workgroups' }),
  column('section', 'enrollment'),
  column('section', 'points'),
  column('section', 'notes'),
  column('offering', 'points', { header: 'Offering Points' }),
  column('meeting', 'days'),
  column('meeting', 'startTime'),
  column('meeting', 'endTime'),
  column('meeting', 'frequency'),
  column('meeting', 'occurrence'),
  column('meeting', 'until'),
  column('meeting', 'exceptions'),
  column('meeting', 'description', { header: 'Meeting Description' }),
  column('meeting', 'LocationId', { lookup: 'locations' }),
];

const peopleColumns: SisColumn[] = [
  column('user', 'username', { required: true }),
  column('user', 'firstName', { required: true }),
  column('user', 'lastName', { required: true }),
  column('user', 'email'),
  column('user', 'honorific'),
  column('user', 'displayName'),
  column('user', 'EmployeeId'),
  column('user', 'hostSystemId'),
  column('user', 'isFaculty'),
  column('profile', 'InstructorTypeId', { lookup: 'instructorTypes' }),
  column('profile', 'receiveAssignments'),
  column('profile', 'DivisionId', { lookup: 'divisions' }),
  column('profile', 'TrackId', { lookup: 'tracks' }),
  column('profile', 'RankId', { lookup: 'ranks' }),
  column('profile', 'isActive', { header: 'Faculty Profile Active' }),
];

const columnsByKind: Record<SisImportKind, readonly SisColumn[]> = {
  courses: courseColumns,
  sections: sectionColumns,
  people: peopleColumns,
};

/** The columns of a kind of file, in the template's order. */
export const sisColumnsOf = (kind: SisImportKind): readonly SisColumn[] => columnsByKind[kind];

/** Each column's header, and its field's name when no other column of the kind has that field. */
export function sisColumnAliases(kind: SisImportKind): Record<string, string[]> {
  const columns = sisColumnsOf(kind);
  const shared = (field: string) => columns.filter((c) => c.field === field).length > 1;
  return Object.fromEntries(
    columns.map((c) => [c.header, c.target === 'key' || shared(c.field) ? [c.header] : [c.header, c.field]]),
  );
}

/** The required columns a header lacks. */
export const missingSisColumns = (kind: SisImportKind, present: ReadonlySet<string>): string[] =>
  sisColumnsOf(kind)
    .filter((c) => c.required && !present.has(c.header))
    .map((c) => c.header);
