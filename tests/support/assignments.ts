import { ApiClient } from './apiClient.js';
import { expectOk, type Planning, type Row, uniqueName } from './planning.js';
import type { TestServer } from './testServer.js';

/**
 * Faculty and their assignments for the workload suites, made through the API: users by academicOpsAdmin,
 * required points (financial data) by the financialReportingUser (spec §6 FinancialData).
 */
let sequence = 0;

export interface Faculty {
  user: Row;
  username: string;
}

/** A new faculty member; with `pointsRequired`, their financial data in the planning period says so. */
export async function newFaculty(
  app: TestServer,
  p: Planning,
  options: { pointsRequired?: number; lastName?: string; Roles?: string[] } = {},
): Promise<Faculty> {
  const username = `fac${Date.now() % 1_000_000}x${++sequence}`;
  const user = expectOk(
    await p.ops.post('/api/users', {
      username,
      firstName: 'Fac',
      lastName: options.lastName ?? uniqueName('Ulty'),
      Roles: options.Roles ?? ['faculty'],
      isFaculty: true,
    }),
    'faculty user',
  );
  if (options.pointsRequired !== undefined)
    await setRequired(app, user.id, p.period.id, options.pointsRequired);
  return { user, username };
}

const financeClients = new WeakMap<TestServer, Promise<ApiClient>>();
export function financeClient(app: TestServer): Promise<ApiClient> {
  let client = financeClients.get(app);
  if (!client) {
    client = new ApiClient(app.url).signIn('financialReportingUser');
    financeClients.set(app, client);
  }
  return client;
}

export async function setRequired(
  app: TestServer,
  UserId: string,
  AcademicPeriodId: string,
  pointsRequired: number,
) {
  return expectOk(
    await (await financeClient(app)).post('/api/financialData', { UserId, AcademicPeriodId, pointsRequired }),
    'financial data',
  );
}

/** Assigns `UserId` to the section as academicOpsAdmin, confirming any warning. */
export async function assign(
  p: Planning,
  SectionId: string,
  UserId: string,
  values: object = {},
): Promise<Row> {
  return expectOk(
    await p.ops.post('/api/teachingAssignments?confirm=true', { SectionId, UserId, ...values }),
    'teaching assignment',
  );
}

/** The faculty member's row of /api/instructors in the planning period. */
export async function instructorOf(p: Planning, userId: string): Promise<Row> {
  return expectOk(
    await p.ops.get(`/api/instructors/${userId}?AcademicPeriodId=${p.period.id}`),
    'instructor',
  );
}
