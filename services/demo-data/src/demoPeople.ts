import {
  campuses,
  childRecord,
  cohorts,
  defaultValueOf,
  divisions,
  facultyProfiles,
  instructorTypes,
  majors,
  newRecordStream,
  type NewStream,
  programs,
  ranks,
  type ResourceDefinition,
  roleSlugs,
  settings,
  specialties,
  tracks,
  users,
} from '@tams/domain';
import { settingIdOf } from '@tams/platform';
import { facultyFirstNames, facultyLastNames, roleUsers } from './demoNames.js';
import {
  defaultPointsRequired,
  facultyUserIdOf,
  financialPointsRequiredOf,
  homeWorkgroupOf,
  instructorTypeNames,
} from './demoWorkload.js';
import { demoId } from './ids.js';

/** Value lists of the demo department (instructor types with the points they require: demoWorkload). */
const valueLists: [ResourceDefinition, string[]][] = [
  [instructorTypes, [...instructorTypeNames]],
  [divisions, ['Natural Sciences', 'Mathematical Sciences', 'Humanities']],
  [tracks, ['Research', 'Teaching', 'Clinical']],
  [ranks, ['Professor', 'Associate Professor', 'Assistant Professor', 'Instructor']],
  [campuses, ['Main Campus', 'Downtown Campus', 'Online']],
  [programs, ['BS Mathematics', 'BS Computer Science', 'BS Physics', 'BS Chemistry', 'BA English']],
  [
    specialties,
    ['Algebra', 'Analysis', 'Machine Learning', 'Systems', 'Quantum Physics', 'Organic Chemistry'],
  ],
  [majors, ['Mathematics', 'Computer Science', 'Physics', 'Chemistry', 'English']],
  [cohorts, ['2025 Cohort', '2026 Cohort']],
];

const valueId = (definition: ResourceDefinition, name: string) => demoId(definition.name, name);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

function valueListStreams(): NewStream[] {
  return valueLists.flatMap(([definition, names]) =>
    names.map((name) =>
      newRecordStream(definition, valueId(definition, name), {
        name,
        description: null,
        isActive: true,
        ...(definition === instructorTypes && { defaultPointsRequired: defaultPointsRequired[name] }),
      }),
    ),
  );
}

/** A faculty member's profile and, for some, their required points for the active period, by their number. */
function facultyRecords(userId: string, n: number, activePeriodId: string) {
  const type = pick(valueLists[0]![1], n);
  const names = (definition: ResourceDefinition, count: number) => {
    const list = valueLists.find(([d]) => d === definition)![1];
    return Array.from(
      new Set(Array.from({ length: count }, (_, i) => valueId(definition, pick(list, n + i)))),
    );
  };
  const profile = Object.fromEntries(
    Object.entries(facultyProfiles.fields).map(([name, spec]) => [name, defaultValueOf(spec)]),
  );
  return [
    childRecord('facultyProfiles', demoId('facultyProfile', userId), {
      ...profile,
      UserId: userId,
      InstructorTypeId: valueId(instructorTypes, type),
      DivisionId: valueId(divisions, pick(valueLists[1]![1], n)),
      TrackId: valueId(tracks, pick(valueLists[2]![1], n)),
      RankId: valueId(ranks, pick(valueLists[3]![1], n)),
      CampusIds: names(campuses, 1 + (n % 2)),
      ProgramIds: names(programs, 1),
      SpecialtyIds: names(specialties, 2),
      MajorIds: names(majors, 1),
      CohortIds: [],
      certifications: n % 4 === 0 ? 'Certified Online Instructor' : null,
      credentials: n % 3 === 0 ? 'PhD' : 'MS',
    }),
    // the others owe their instructor type's default
    ...(financialPointsRequiredOf(n) === undefined
      ? []
      : [
          childRecord('financialData', demoId('financialData', `${userId}:${activePeriodId}`), {
            UserId: userId,
            AcademicPeriodId: activePeriodId,
            pointsRequired: financialPointsRequiredOf(n),
          }),
        ]),
  ];
}

const userValues = (
  username: string,
  firstName: string,
  lastName: string,
  extra: Record<string, unknown>,
) => ({
  username,
  email: `${username.toLowerCase()}@tams.example.edu`,
  honorific: null,
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  EmployeeId: null,
  hostSystemId: null,
  Roles: [],
  isActive: true,
  isFaculty: false,
  WorkingAcademicPeriodId: null,
  MergedIntoUserId: null,
  ...extra,
});

/**
 * The demo people (DESIGN §10): one user per role with the role slug as username, faculty1..N with
 * faculty profiles and required points, the value lists they draw on, and the institution's settings.
 */
export function demoPeopleStreams(options: { facultyCount: number; activePeriodId: string }): NewStream[] {
  const streams: NewStream[] = valueListStreams();
  for (const [index, slug] of roleSlugs.entries()) {
    const [firstName, lastName] = roleUsers[slug]!;
    const id = demoId('user', slug);
    const values = userValues(slug, firstName, lastName, {
      EmployeeId: `E${String(index + 1).padStart(5, '0')}`,
      Roles: [slug],
      isFaculty: slug === 'faculty',
    });
    streams.push(
      newRecordStream(
        users,
        id,
        values,
        slug === 'faculty' ? facultyRecords(id, 0, options.activePeriodId) : [],
      ),
    );
  }
  for (let n = 1; n <= options.facultyCount; n++) {
    const id = demoId('user', `faculty${n}`);
    const values = userValues(`faculty${n}`, pick(facultyFirstNames, n - 1), pick(facultyLastNames, n * 7), {
      honorific: n % 3 === 0 ? 'Dr.' : null,
      EmployeeId: `F${String(n).padStart(5, '0')}`,
      Roles: ['faculty'],
      isFaculty: true,
    });
    streams.push(newRecordStream(users, id, values, facultyRecords(id, n, options.activePeriodId)));
  }
  for (const [machineName, value] of [
    ['institution_name', 'TAMS Demo University'],
    ['support_email', 'support@tams.example.edu'],
  ]) {
    streams.push(newRecordStream(settings, settingIdOf(machineName!), { machineName, value }));
  }
  return streams;
}

/**
 * Each workgroup's members: its chair (faculty1..N, one per workgroup), who approves and assigns there (bits
 * 1 + 2), and every other faculty member of the department (homeWorkgroupOf), who reads its sections (0). So
 * the preference and workload figures per workgroup add up to the department's (issue 20 item 11).
 */
export function demoMemberships(workgroupNames: readonly string[], facultyCount: number) {
  const membership = (workgroupId: string, userId: string, permission: number) =>
    childRecord('workgroupMemberships', demoId('workgroupMembership', `${workgroupId}:${userId}`), {
      WorkgroupId: workgroupId,
      UserId: userId,
      permission,
    });
  return workgroupNames.map((name, index) => {
    const workgroupId = demoId('workgroup', name);
    const members = Array.from({ length: facultyCount + 1 }, (_, n) => n)
      .filter((n) => n !== index + 1 && homeWorkgroupOf(n) === workgroupId)
      .map((n) => membership(workgroupId, facultyUserIdOf(n), 0));
    return [membership(workgroupId, facultyUserIdOf(index + 1), 3), ...members];
  });
}
