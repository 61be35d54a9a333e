/**
 * The access matrix's entries for the report builders, saved reports and report exports of issue 18
 * (services/api/src/reports: reportRoutes, savedReportRoutes, exports), kept apart from endpointTable.ts,
 * which spreads them in. Spec §6: Report is read by admin, academicOpsAdmin and reportingUser (the first two
 * manage it); the users' report also needs read User. Those who may not read Report are refused before any
 * record is looked at, so their cases use a report of academicOpsAdmin's.
 */
import { type BuilderType, reportTypes } from '@tams/domain';
import type { ApiClient } from './apiClient.js';
import type { Can, Case, EndpointEntry, Expectation, Fixtures, Principal } from './endpointTable.js';
import { byRule } from './endpointTable.js';
import { snapshotRowsCase } from './reportJobEndpoints.js';

type Saved = { id: string; version: number };

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;
const smallPage = `?state=${encodeURIComponent(JSON.stringify({ pagination: { pageIndex: 0, pageSize: 5 } }))}`;

async function saveReport(client: ApiClient, reportType: BuilderType = 'SectionsBuilder'): Promise<Saved> {
  const answer = await client.post('/api/savedReports', {
    name: unique('AM report'),
    reportType,
    gridState: {},
  });
  if (answer.status !== 201 && answer.status !== 202)
    throw new Error(`fixture POST savedReports: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, version: answer.body.version ?? 1 };
}

/** Per fixture set: the system "Sections by workgroup" report and one unpublished report of academicOpsAdmin. */
const shared = new WeakMap<Fixtures, Promise<{ system: string; opsReport: Saved }>>();
function sharedReports(fx: Fixtures) {
  let reports = shared.get(fx);
  if (!reports) {
    reports = (async () => {
      const listed = await fx.ops.get('/api/savedReports');
      const system = (listed.body as { id: string; kind: string; reportType: string }[]).find(
        (report) => report.kind === 'system' && report.reportType === 'SectionsBuilder',
      );
      if (!system) throw new Error(`fixture: no system SectionsBuilder report (${listed.status})`);
      return { system: system.id, opsReport: await saveReport(fx.ops) };
    })();
    shared.set(fx, reports);
  }
  return reports;
}

const createsReport = (_: Principal, can: Can) => can('create', 'Report');
const managesReport = (_: Principal, can: Can) => can('manage', 'Report');
const not =
  (rule: (p: Principal, can: Can) => boolean) =>
  (p: Principal, can: Can): boolean =>
    !rule(p, can);

/** The same route for those whose own report it acts on and, refused before any look-up, for the rest. */
function ownOrRefused(
  allowed: (p: Principal, can: Can) => boolean,
  own: (p: Principal, fx: Fixtures) => ReturnType<Case['build']>,
  refusedBody?: (report: Saved) => unknown,
): Case[] {
  return [
    { name: 'own report', for: allowed, build: own },
    {
      name: "someone else's report",
      for: not(allowed),
      build: async (_, fx) => {
        const { opsReport } = await sharedReports(fx);
        return { params: { id: opsReport.id }, body: refusedBody?.(opsReport) };
      },
    },
  ];
}

/** The users' report needs read User besides read Report; the instructor costs' manage FinancialData. */
const mayReadType = (type: string, can: Can) =>
  can('read', 'Report') &&
  (type !== 'UsersBuilder' || can('read', 'User')) &&
  (type !== 'InstructorCostsBuilder' || can('manage', 'FinancialData'));

/**
 * Each report type's rows. A snapshot report needs a snapshot: without one its readers get 400 naming
 * snapshotId (after the Report check, so the rest still get 403); taking a snapshot is the jobs' entries.
 */
const rowsCase = (type: string): Case => ({
  name: type,
  build: () => ({ params: { type }, query: smallPage }),
  expect: (_, can): Expectation => {
    if (type === 'SnapshotReport')
      return can('read', 'Report')
        ? { status: 400, check: (r) => (r.body?.errors?.snapshotId ? undefined : 'no snapshotId error') }
        : byRule(false);
    const allowed = mayReadType(type, can);
    return {
      ...byRule(allowed),
      check: (r) => (!allowed || Array.isArray(r.body?.rows) ? undefined : 'no rows in the page'),
    };
  },
});

const exportCase = (type: BuilderType, format: 'csv' | 'xlsx'): Case => ({
  name: `${type} ${format}`,
  build: () => ({ params: { type }, query: `?format=${format}` }),
  expect: (_, can) => byRule(mayReadType(type, can)),
});

export const reportEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/reports/types',
    rule: { action: 'read', subject: 'Report' },
    cases: [
      {
        name: 'main',
        build: () => ({}),
        // beyond the status: the users' report is listed exactly to those who read User
        expect: (_, can) => ({
          ...byRule(can('read', 'Report')),
          check: (r) => {
            if (r.status !== 200) return undefined;
            const listed = (r.body as { reportType: string }[]).some((t) => t.reportType === 'UsersBuilder');
            return listed === can('read', 'User') ? undefined : `UsersBuilder listed: ${listed}`;
          },
        }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/reports/types/:type/rows',
    rule: { action: 'read', subject: 'Report' },
    cases: [...reportTypes.map(rowsCase), snapshotRowsCase],
  },
  {
    method: 'GET',
    path: '/api/reports/types/:type/export',
    rule: { action: 'read', subject: 'Report' },
    cases: [exportCase('SectionsBuilder', 'csv'), exportCase('UsersBuilder', 'xlsx')],
  },
  {
    method: 'GET',
    path: '/api/savedReports',
    rule: { action: 'read', subject: 'Report' },
    cases: [{ name: 'main', build: () => ({}) }],
  },
  {
    method: 'GET',
    path: '/api/savedReports/:id',
    rule: { action: 'read', subject: 'Report' },
    cases: [
      {
        name: 'system report',
        build: async (_, fx) => ({ params: { id: (await sharedReports(fx)).system } }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/savedReports/:id/export',
    rule: { action: 'read', subject: 'Report' },
    cases: [
      {
        name: 'system report',
        build: async (_, fx) => ({ params: { id: (await sharedReports(fx)).system }, query: '?format=csv' }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/savedReports',
    rule: { action: 'create', subject: 'Report' },
    cases: [
      {
        name: 'main',
        build: () => ({ body: { name: unique('AM report'), reportType: 'SectionsBuilder', gridState: {} } }),
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/savedReports/:id',
    rule: { action: 'create', subject: 'Report' },
    cases: ownOrRefused(
      createsReport,
      async (p) => {
        const own = await saveReport(p.client);
        return { params: { id: own.id }, body: { name: unique('AM renamed'), version: own.version } };
      },
      (report) => ({ name: 'Not mine', version: report.version }),
    ),
  },
  {
    method: 'DELETE',
    path: '/api/savedReports/:id',
    rule: { action: 'create', subject: 'Report' },
    cases: ownOrRefused(
      createsReport,
      async (p) => {
        const own = await saveReport(p.client);
        return { params: { id: own.id }, body: { version: own.version } };
      },
      (report) => ({ version: report.version }),
    ),
  },
  {
    method: 'POST',
    path: '/api/savedReports/:id/duplicate',
    rule: { action: 'create', subject: 'Report' },
    cases: [
      {
        name: 'system report',
        build: async (_, fx) => ({ params: { id: (await sharedReports(fx)).system }, body: {} }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/savedReports/:id/publish',
    rule: { action: 'manage', subject: 'Report' },
    cases: ownOrRefused(managesReport, async (p) => ({ params: { id: (await saveReport(p.client)).id } })),
  },
  {
    method: 'POST',
    path: '/api/savedReports/:id/unpublish',
    rule: { action: 'manage', subject: 'Report' },
    cases: ownOrRefused(managesReport, async (p) => {
      const own = await saveReport(p.client);
      const published = await p.client.post(`/api/savedReports/${own.id}/publish`);
      if (published.status !== 200) throw new Error(`fixture publish: answered ${published.status}`);
      return { params: { id: own.id } };
    }),
  },
];
