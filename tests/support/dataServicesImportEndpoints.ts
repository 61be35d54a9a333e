/**
 * The access matrix's entries for the Data Services imports (services/api/src/dataServices/importRoutes.ts):
 * every route is `manage DataServices` (admin and academicOpsAdmin, with dataServicesEnabled).
 */
import type { EndpointEntry, Fixtures, Probe } from './endpointTable.js';

const rule = { action: 'manage', subject: 'DataServices' } as const;
let sequence = 0;
/** A one-course file no other case imports (a fresh course number each time). */
const courseFile = () => `Course Number,Name\nMX ${Date.now() % 100000}-${++sequence},Access matrix course\n`;

/** A dry run by the fixtures' admin: its uploadId, or a well-formed one nobody uploaded (flag off). */
async function uploaded(fx: Fixtures): Promise<string> {
  const response = await fetch(`${fx.url}/api/dataServices/imports/courses/dryRun`, {
    method: 'POST',
    headers: { cookie: fx.admin.cookie, 'content-type': 'text/csv', 'x-file-name': 'matrix.csv' },
    body: courseFile(),
  });
  return response.status === 200
    ? ((await response.json()) as { uploadId: string }).uploadId
    : 'a'.repeat(64);
}

const imports = new WeakMap<Fixtures, Promise<string>>();

/**
 * An import of the fixtures' admin to read back (a well-formed id nobody has when the flag is off): one for
 * every principal, since reading it is what they are asked. A registrar dry run and job each took seconds
 * beside the matrix's other requests, eleven times over (issue 37: the flags-on matrix's longest part).
 */
function anImport(fx: Fixtures): Promise<string> {
  let started = imports.get(fx);
  if (!started) {
    started = (async () => {
      const answer = await fx.admin.post('/api/dataServices/imports', {
        kind: 'courses',
        uploadId: await uploaded(fx),
      });
      return answer.status === 202 ? String(answer.body.id) : '00000000-0000-4000-8000-000000000000';
    })();
    imports.set(fx, started);
  }
  return started;
}

const main = (build: (fx: Fixtures) => Promise<Probe> | Probe) => [
  { name: 'main', build: (_: unknown, fx: Fixtures) => build(fx) },
];

export const dataServicesImportEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/dataServices/imports/:kind/template.csv',
    rule,
    cases: main(() => ({ params: { kind: 'courses' } })),
  },
  {
    method: 'GET',
    path: '/api/dataServices/imports/:kind/template.xlsx',
    rule,
    cases: main(() => ({ params: { kind: 'people' } })),
  },
  {
    method: 'POST',
    path: '/api/dataServices/imports/:kind/dryRun',
    rule,
    cases: main(() => ({ params: { kind: 'courses' }, raw: { type: 'text/csv', body: courseFile() } })),
  },
  {
    method: 'POST',
    path: '/api/dataServices/imports',
    rule,
    cases: main(async (fx) => ({ body: { kind: 'courses', uploadId: await uploaded(fx) } })),
  },
  { method: 'GET', path: '/api/dataServices/imports', rule, cases: main(() => ({})) },
  {
    method: 'GET',
    path: '/api/dataServices/imports/:id',
    rule,
    cases: main(async (fx) => ({ params: { id: await anImport(fx) } })),
  },
];
