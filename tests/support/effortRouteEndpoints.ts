/**
 * The access matrix's entries for the effort routes that are not generic records: Import Effort
 * (services/api/src/effort/importRoutes.ts) and the read side. EffortImport needs
 * no flag in spec §6, but /effort/* does (spec §4): the routes also refuse everyone without aemEnabled, which
 * the expectations say beyond the ability.
 */
import type { Action, Subject } from '../../services/access/src/subjects.js';
import type { Can, Case, EndpointEntry, Expectation, Principal } from './endpointTable.js';
import { byRule } from './endpointTable.js';

const withAem =
  (action: 'create' | 'read') =>
  (p: Principal, can: Can): Expectation =>
    byRule(can(action, 'EffortImport') && p.auth?.FeatureFlags.aemEnabled === true);

const read = (
  path: string,
  params?: (fx: import('./endpointTable.js').Fixtures) => Record<string, string>,
) => ({
  method: 'GET',
  path,
  rule: { action: 'read' as const, subject: 'EffortImport' as const },
  cases: [
    {
      name: 'main',
      build: (_: Principal, fx: import('./endpointTable.js').Fixtures) => ({ params: params?.(fx) }),
      expect: withAem('read'),
    },
  ],
});

export const effortImportEndpoints: EndpointEntry[] = [
  {
    method: 'POST',
    path: '/api/effortImports/dryRun',
    rule: { action: 'create', subject: 'EffortImport' },
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({ raw: { type: 'text/csv', body: fx.effort.csv } }),
        expect: withAem('create'),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/effortImports',
    rule: { action: 'create', subject: 'EffortImport' },
    // the fixture's import again: 200 "already imported" once it completed, 202 while it runs
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({ body: { uploadId: fx.effort.uploadId, mode: 'append' } }),
        expect: withAem('create'),
      },
    ],
  },
  read('/api/effortImports'),
  read('/api/effortImports/template.csv'),
  read('/api/effortImports/template.xlsx'),
  read('/api/effortImports/:id', (fx) => ({ id: fx.effort.importId })),
];

/** A demo position (services/demo-data: the clinical instructor's, which changed hands). */
const demoPositionId = 'P30001';
let share = 30;

/** The effort read side (services/api/src/effort/*Routes.ts): each route's ability decides. */
export const effortReadEndpoints: EndpointEntry[] = [
  entry('GET', '/api/effortOverview', 'read', 'Effort', (_, fx) => ({
    query: `?AcademicPeriodId=${fx.ids.activePeriod}`,
  })),
  entry('GET', '/api/instructorEfforts', 'read', 'EffortActual', () => ({})),
  entry('GET', '/api/instructorEfforts/:id', 'read', 'EffortActual', async (_, fx) => ({
    params: { id: (await fx.effort.instructorEffort()).id },
  })),
  entry('PUT', '/api/instructorEfforts/:id', 'update', 'EffortActual', async (_, fx) => {
    const { id, version } = await fx.effort.instructorEffort();
    return {
      params: { id },
      body: { expectedTeachingShare: ++share, reason: 'Set by the access matrix', version },
    };
  }),
  entry('GET', '/api/effortUnclassified', 'read', 'EffortActual', () => ({})),
  entry('POST', '/api/effortRules/preview', 'update', 'EffortRule', (_, fx) => ({
    body: { change: { kind: 'delete', id: fx.effort.existing.effortRules } },
  })),
  entry('GET', '/api/effortPositions', 'read', 'EffortActual', () => ({})),
  entry('GET', '/api/effortPositions/:positionId/timeline', 'read', 'EffortTimeline', () => ({
    params: { positionId: demoPositionId },
  })),
  entry('GET', '/api/myEffort', 'read', 'MyAdvancedTeachingEffort', () => ({})),
  entry('GET', '/api/myTeaching', 'read', 'MyAdvancedTeachingEffort', () => ({})),
];

function entry(
  method: string,
  path: string,
  action: Action,
  subject: Subject,
  build: Case['build'],
): EndpointEntry {
  return { method, path, rule: { action, subject }, cases: [{ name: 'main', build }] };
}
