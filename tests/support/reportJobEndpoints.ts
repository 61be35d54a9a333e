/**
 * The access matrix's entries for the report jobs of issue 18 (services/api/src/reports/jobs): snapshots
 * (Report) and data exports (DataExport, only with exportsEnabled: spec §6), kept apart from endpointTable.ts,
 * which spreads them in. Beyond the ability: a snapshot is taken only of a report type the caller may read
 * (the users' report also needs read User); a job's record and an export's download are the requester's,
 * or anyone's for who manages the subject (someone else's is not found). The snapshots the matrix takes
 * filter to no rows, so the jobs it starts stay small.
 */
import type { ApiClient, ApiResponse } from './apiClient.js';
import type { Can, Case, EndpointEntry, Expectation, Fixtures, Principal } from './endpointTable.js';
import { byRule, forbidden, success } from './endpointTable.js';

const unknownId = '00000000-0000-4000-8000-000000000000';
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

/** A grid state of each snapshotted type that matches no row. */
const noRows = {
  SectionsBuilder: { columnFilters: [{ id: 'name', value: 'AM matrix: no such section' }] },
  UsersBuilder: { columnFilters: [{ id: 'username', value: 'am-matrix-nobody' }] },
};
const snapshotBody = (reportType: keyof typeof noRows) => ({
  reportType,
  name: unique('AM snapshot'),
  gridState: noRows[reportType],
});

async function started(client: ApiClient, path: string, body: object, what: string): Promise<string> {
  const answer = await client.post(path, body);
  if (answer.status !== 202)
    throw new Error(`fixture ${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** Per fixture set, memoized: a snapshot requested by a role's demo user, and the exports. */
const memo = new WeakMap<Fixtures, Map<string, Promise<string>>>();
function once(fx: Fixtures, key: string, make: () => Promise<string>): Promise<string> {
  let made = memo.get(fx);
  if (!made) memo.set(fx, (made = new Map()));
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
}

const snapshotBy = (fx: Fixtures, username: string) =>
  once(fx, `snapshot ${username}`, async () =>
    started(await fx.session(username), '/api/reportSnapshots', snapshotBody('SectionsBuilder'), 'snapshot'),
  );

/** academicOpsAdmin's snapshot of the users' report (few rows), once taken. */
const takenUsersSnapshot = (fx: Fixtures) =>
  once(fx, 'taken users snapshot', async () => {
    const body = {
      ...snapshotBody('UsersBuilder'),
      gridState: { columnFilters: [{ id: 'username', value: 'admin' }] },
    };
    const id = await started(fx.ops, '/api/reportSnapshots', body, 'users snapshot');
    for (let attempt = 0; attempt < 240; attempt++) {
      const answer = await fx.ops.get(`/api/reportSnapshots/${id}`);
      if (answer.body?.status === 'taken') return id;
      if (answer.body?.status === 'failed')
        throw new Error(`fixture snapshot failed: ${answer.body.failureReason}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('fixture snapshot: not taken within 120 s');
  });

/**
 * For the rows entry (reportEndpoints.ts), beyond the ability: academicOpsAdmin's snapshot's rows are read
 * by its requester and who manages Report (someone else's is not found, DESIGN §20), and only by who may
 * read the type it froze now (the users' report: read User too).
 */
export const snapshotRowsCase: Case = {
  name: "SnapshotReport of the users' report",
  build: async (_, fx) => ({
    params: { type: 'SnapshotReport' },
    query: `?snapshotId=${await takenUsersSnapshot(fx)}`,
  }),
  expect: (p, can) => {
    const record = recordOfOther('Report')(p, can);
    const expected = record.status === 'success' && !can('read', 'User') ? forbidden : record;
    return {
      ...expected,
      check: (r) =>
        expected.status !== 'success' || r.body?.rows?.length > 0 ? undefined : 'no rows in the snapshot',
    };
  },
};

const exportsEnabled = async (fx: Fixtures) =>
  (await fx.ops.get('/api/auth')).body?.FeatureFlags?.exportsEnabled === true;

/** An export requested by `username` (an id nobody has without exportsEnabled). */
const exportBy = (fx: Fixtures, username: string) =>
  once(fx, `export ${username}`, async () =>
    (await exportsEnabled(fx))
      ? started(await fx.session(username), '/api/dataExports', {}, 'data export')
      : unknownId,
  );

/** The reporting user's export once completed: what a download needs. */
const completedExport = (fx: Fixtures) =>
  once(fx, 'completed export', async () => {
    const id = await exportBy(fx, 'reportingUser');
    if (id === unknownId) return id;
    for (let attempt = 0; attempt < 300; attempt++) {
      const answer = await fx.ops.get(`/api/dataExports/${id}`);
      if (answer.body?.status === 'completed') return id;
      if (answer.body?.status === 'failed')
        throw new Error(`fixture data export failed: ${answer.body.failureReason}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('fixture data export: not completed within 150 s');
  });

/** Someone else than the caller, who requested a job: the reporting user, or for them academicOpsAdmin. */
const otherThan = (p: Principal) => (p.role === 'reportingUser' ? 'academicOpsAdmin' : 'reportingUser');

const accepted = (allowed: boolean): Expectation => ({
  ...byRule(allowed),
  check: (r) =>
    !allowed || (r.status === 202 && r.body?.id) ? undefined : 'not accepted as a job (202 with id)',
});

/** Beyond the ability: someone else's record is not found, except for who manages the subject. */
const recordOfOther =
  (subject: 'Report' | 'DataExport') =>
  (_: Principal, can: Can): Expectation =>
    !can('read', subject) ? forbidden : can('manage', subject) ? success : { status: 404 };

/** Beyond the status: a list holds the caller's own records only, unless they manage the subject. */
const listedFor =
  (subject: 'Report' | 'DataExport') =>
  (p: Principal, can: Can): Expectation => ({
    ...byRule(can('read', subject)),
    check: (r: ApiResponse) => {
      if (r.status !== 200) return undefined;
      const others = (r.body as { requestedBy: string }[]).filter((row) => row.requestedBy !== p.userId);
      if (can('manage', subject)) return others.length > 0 ? undefined : "no one else's record listed";
      return others.length === 0 ? undefined : `${others.length} records of others listed`;
    },
  });

const mayCreate = (subject: 'Report' | 'DataExport') => (_: Principal, can: Can) => can('create', subject);

export const reportJobEndpoints: EndpointEntry[] = [
  // data exports first: their job runs while the snapshot entries are asked
  {
    method: 'POST',
    path: '/api/dataExports',
    rule: { action: 'create', subject: 'DataExport' },
    cases: [
      {
        name: 'main',
        build: (_, fx) => {
          void completedExport(fx).catch(() => undefined); // started early; its cases report a failure
          return { body: {} };
        },
        expect: (_, can) => accepted(can('create', 'DataExport')),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/dataExports',
    rule: { action: 'read', subject: 'DataExport' },
    cases: [
      {
        name: 'main',
        build: async (p, fx) => (await exportBy(fx, otherThan(p)), {}),
        expect: listedFor('DataExport'),
      },
    ],
  },
  ...['/api/dataExports/:id', '/api/dataExports/:id/download'].map((path): EndpointEntry => ({
    method: 'GET',
    path,
    rule: { action: 'read', subject: 'DataExport' },
    cases: [
      {
        // the reporting user's own; for the others someone else's
        name: "the reporting user's export",
        build: async (_, fx) => ({ params: { id: await completedExport(fx) } }),
        expect: (p, can) => {
          const expected =
            p.role === 'reportingUser'
              ? byRule(can('read', 'DataExport'))
              : recordOfOther('DataExport')(p, can);
          if (!path.endsWith('/download') || expected.status !== 'success') return expected;
          return {
            ...expected,
            check: (r) =>
              r.headers.get('content-type')?.includes('application/zip') ? undefined : 'not a zip',
          };
        },
      },
      {
        name: "someone else's export",
        for: (p) => p.role === 'reportingUser',
        build: async (_, fx) => ({ params: { id: await exportBy(fx, 'academicOpsAdmin') } }),
        expect: recordOfOther('DataExport'),
      },
    ],
  })),
  {
    method: 'POST',
    path: '/api/reportSnapshots',
    rule: { action: 'create', subject: 'Report' },
    cases: (['SectionsBuilder', 'UsersBuilder'] as const).map((reportType): Case => ({
      name: reportType,
      build: () => ({ body: snapshotBody(reportType) }),
      // beyond the ability: only of a type the caller reads (the users' report needs read User)
      expect: (_, can) =>
        accepted(can('create', 'Report') && (reportType !== 'UsersBuilder' || can('read', 'User'))),
    })),
  },
  {
    method: 'GET',
    path: '/api/reportSnapshots',
    rule: { action: 'read', subject: 'Report' },
    cases: [
      {
        name: 'main',
        build: async (p, fx) => (await snapshotBy(fx, otherThan(p)), {}),
        expect: listedFor('Report'),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/reportSnapshots/:id',
    rule: { action: 'read', subject: 'Report' },
    cases: [
      {
        name: 'own snapshot',
        for: mayCreate('Report'),
        build: async (p, fx) => ({ params: { id: await snapshotBy(fx, p.role!) } }),
      },
      {
        name: "someone else's snapshot",
        build: async (p, fx) => ({ params: { id: await snapshotBy(fx, otherThan(p)) } }),
        expect: recordOfOther('Report'),
      },
    ],
  },
];
