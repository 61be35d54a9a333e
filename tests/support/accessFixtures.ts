import { subject } from '@casl/ability';
import { type AuthContext, defineAbilityFor } from '../../services/access/src/index.js';
import { type SpecRole, specRoles } from '../../services/access/src/specTable.js';
import type { Action, Subject } from '../../services/access/src/subjects.js';
import { ApiClient, type ApiResponse, listQuery } from './apiClient.js';
import { newFaculty } from './assignments.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
} from './planning.js';
import type { TestServer } from './testServer.js';

/**
 * Principals and settings for the access suites of issue 6 (tests/e2e/assignmentAccess.spec.ts): every
 * role's demo user signed in, workgroup members with given permission bits, the working period's step.
 */
export interface Signed {
  client: ApiClient;
  auth: AuthContext;
}

export async function signedIn(app: TestServer, username: string): Promise<Signed> {
  const client = await new ApiClient(app.url).signIn(username);
  const auth = expectOk(await client.get('/api/auth'), `auth of ${username}`) as unknown as AuthContext;
  return { client, auth };
}

/**
 * The demo's faculty role user reads its department's workgroup (a membership of permission 0): a world where
 * only the roles speak takes it out, so its rights are the faculty role's alone.
 */
async function leaveDepartment(p: Planning, username: string): Promise<void> {
  const [user] = expectOk(
    await p.ops.get(`/api/users${listQuery({ filter: { username } })}`),
    username,
  ) as unknown as Row[];
  const memberships = expectOk(
    await p.ops.get(`/api/workgroupMemberships${listQuery({ filter: { UserId: user!.id } })}`),
    `memberships of ${username}`,
  ) as unknown as Row[];
  for (const membership of memberships) {
    expectOk(
      await p.ops.delete(`/api/workgroupMemberships/${membership.id}`),
      'leave the department',
      [200, 202],
    );
  }
}

/** Each role's demo user (username = role slug), signed in with the auth context the server answers. */
export async function roleUsers(app: TestServer): Promise<Record<SpecRole, Signed>> {
  const entries = await Promise.all(
    specRoles.map(async (role) => [role, await signedIn(app, role)] as const),
  );
  return Object.fromEntries(entries) as Record<SpecRole, Signed>;
}

/** Does the ability of this auth context (as the web and the API build it) allow the action? */
export function abilityAllows(
  auth: AuthContext,
  action: Action,
  subjectName: Subject,
  record?: Record<string, unknown>,
): boolean {
  const ability = defineAbilityFor(auth);
  return record
    ? ability.can(action, subject(subjectName as never, { ...record }) as never)
    : ability.can(action, subjectName);
}

/** A new workgroup, made by academicOpsAdmin. */
export async function newWorkgroup(p: Planning): Promise<Row> {
  return expectOk(await p.ops.post('/api/workgroups', { name: uniqueName('Access WG') }), 'workgroup');
}

/** A new faculty member in workgroup `WorkgroupId` with these permission bits (1 approve, 2 assign). */
export async function memberWith(
  app: TestServer,
  p: Planning,
  WorkgroupId: string,
  permission: number,
): Promise<Signed & { user: Row }> {
  const username = uniqueName('wg-member').replace(/\s/g, '-');
  const user = expectOk(
    await p.ops.post('/api/users', {
      username,
      firstName: 'Wes',
      lastName: `Member ${permission}`,
      Roles: ['faculty'],
      isFaculty: true,
    }),
    'member user',
  );
  expectOk(
    await p.ops.post('/api/workgroupMemberships', { WorkgroupId, UserId: user.id, permission }),
    'membership',
  );
  return { ...(await signedIn(app, username)), user };
}

/**
 * Moves the period to `step` as academicOpsAdmin, one advance or revert at a time (confirmed, with a
 * reason: POST /api/progressActions); answers the step it had before.
 */
export async function setProgressStep(p: Planning, periodId: string, step: number): Promise<number> {
  const before = expectOk(await p.ops.get(`/api/academicPeriods/${periodId}`), 'period').progressStep;
  for (let at = before; at !== step; at += step > at ? 1 : -1) {
    const action = step > at ? 'advance' : 'revert';
    expectOk(
      await p.ops.post('/api/progressActions?confirm=true', {
        AcademicPeriodId: periodId,
        action,
        fromStep: at,
        reason: 'Set by a test',
      }),
      `${action} from step ${at}`,
    );
  }
  return before;
}

/** What the per-role tables work on: the role users and records to ask about, made by academicOpsAdmin. */
export interface AccessWorld {
  p: Planning;
  roles: Record<SpecRole, Signed>;
  /** A teaching assignment of a section without workgroup. */
  assignment: Row;
  /** Its instructor, with a faculty profile. */
  facultyId: string;
  profileId: string;
  adminTypeId: string;
}

export async function setUpAccessWorld(app: TestServer): Promise<AccessWorld> {
  const p = await setUpPlanning(app);
  await leaveDepartment(p, 'faculty');
  const roles = await roleUsers(app);
  const { user } = await newFaculty(app, p);
  const { offering } = await newOffering(p);
  const section = await newSection(p, offering);
  const [assignment, profile, adminType] = await Promise.all([
    p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: section.id,
      UserId: user.id,
      points: 1,
    }),
    p.ops.post('/api/facultyProfiles', { UserId: user.id }),
    p.ops.post('/api/administrativeAssignmentTypes', { name: uniqueName('Access chair') }),
  ]);
  return {
    p,
    roles,
    assignment: expectOk(assignment, 'assignment'),
    facultyId: user.id,
    profileId: expectOk(profile, 'profile').id,
    adminTypeId: expectOk(adminType, 'admin assignment type').id,
  };
}

/** A request and the roles that may make it (2xx); every other role is refused (403). */
export interface RouteExpectation {
  name: string;
  allowed: readonly SpecRole[];
  send(as: Signed): Promise<ApiResponse>;
}

/** Each role against each request, one after the other: the mismatches, as readable lines. */
export async function roleMismatches(
  table: RouteExpectation[],
  roles: Record<SpecRole, Signed>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of table) {
    for (const role of specRoles) {
      const answer = await route.send(roles[role]);
      const allowed = route.allowed.includes(role);
      const ok = allowed ? answer.status >= 200 && answer.status < 300 : answer.status === 403;
      if (!ok)
        wrong.push(
          `${route.name} as ${role}: expected ${allowed ? '2xx' : 403}, got ${answer.status} ` +
            JSON.stringify(answer.body).slice(0, 200),
        );
    }
  }
  return wrong;
}
