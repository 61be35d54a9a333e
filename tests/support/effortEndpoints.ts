/**
 * The access matrix's entries for the effort reference data of issue 17 (the generic record routes of
 * services/api/src/effort/referenceDataRoutes.ts), kept apart from endpointTable.ts, which spreads them in.
 * Every effort subject needs aemEnabled: without it nobody may make a record, so the cases use an id
 * nobody has (authorization comes first).
 */
import { ApiClient } from './apiClient.js';
import type { Crud, EndpointEntry, Fixtures } from './endpointTable.js';

type Row = Record<string, any> & { id: string; version: number };

const unknownId = '00000000-0000-4000-8000-000000000000';
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

export const effortReferenceResourceNames = [
  'effortCategories',
  'effortTypes',
  'effortPayPeriods',
  'costCenterDescriptions',
  'effortRules',
  'enhancedEffortPositionAssociations',
] as const;
export type EffortReferenceResource = (typeof effortReferenceResourceNames)[number];

export interface EffortFixtures {
  /** One record of each resource (an id nobody has without aemEnabled). */
  existing: Record<EffortReferenceResource, string>;
  /** A new record of a resource, made by the effort manager (a stand-in without aemEnabled). */
  fresh(resource: EffortReferenceResource): Promise<Row>;
  /** A dry run's upload (a payroll file of one row) and the import started from it. */
  uploadId: string;
  importId: string;
  /** A payroll CSV of one row the dry run accepts. */
  csv: string;
  /** A faculty member's InstructorEfforts row as it is now (its id and version). */
  instructorEffort(): Promise<{ id: string; version: number }>;
}

/** A body each resource accepts, unique where its fields must be. */
function newBody(resource: EffortReferenceResource, ids: { category: string; user: string }): object {
  switch (resource) {
    case 'effortCategories':
      return { name: unique('AM category'), color: '#1f77b4' };
    case 'effortTypes':
      return { name: unique('AM type'), earnCodes: 'REG, SAL' };
    case 'effortPayPeriods':
      return { code: unique('AM PP'), startDate: '2040-09-01', endDate: '2040-09-14' };
    case 'costCenterDescriptions':
      return { code: unique('AM CC'), description: 'Matrix cost center' };
    case 'effortRules':
      return { sequence: 10, costCenter: unique('AM'), EffortCategoryId: ids.category };
    case 'enhancedEffortPositionAssociations':
      return { PositionId: unique('AM-POS'), UserId: ids.user, startDate: '2040-09-01' };
  }
}

async function made(client: ApiClient, resource: string, body: object): Promise<Row> {
  const answer = await client.post(`/api/${resource}`, body);
  if (answer.status !== 201 && answer.status !== 202)
    throw new Error(`fixture POST ${resource}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.status === 201 ? answer.body : { ...body, id: answer.body.id, version: 1 };
}

/** The effort fixtures of a server with `flags` on, made through the API as the demo effort manager. */
export async function effortFixtures(
  url: string,
  flags: ReadonlySet<string>,
  otherUser: string,
): Promise<EffortFixtures> {
  if (!flags.has('aemEnabled')) {
    const existing = Object.fromEntries(effortReferenceResourceNames.map((name) => [name, unknownId]));
    return {
      existing: existing as EffortFixtures['existing'],
      fresh: async () => ({ id: unknownId, version: 1 }),
      uploadId: 'f'.repeat(64),
      importId: unknownId,
      csv: 'EmployeeId,PositionId,PayPeriod,CostCenter,EarnCode,Amount\nAM-1,AM-P1,none,10-4410,REG,1\n',
      instructorEffort: async () => ({ id: unknownId, version: 0 }),
    };
  }
  const manager = await new ApiClient(url).signIn('effortManager');
  const category = await made(
    manager,
    'effortCategories',
    newBody('effortCategories', { category: '', user: '' }),
  );
  const ids = { category: category.id, user: otherUser };
  const fresh = (resource: EffortReferenceResource) => made(manager, resource, newBody(resource, ids));
  const rows = await Promise.all(
    effortReferenceResourceNames.map(async (name) => [name, (await fresh(name)).id] as const),
  );
  const existing = Object.fromEntries(rows) as EffortFixtures['existing'];
  const payPeriod = await manager.get(`/api/effortPayPeriods/${existing.effortPayPeriods}`);
  const csv = `EmployeeId,PositionId,PayPeriod,CostCenter,EarnCode,Amount\nAM-1,AM-P1,${payPeriod.body.code},10-4410,REG,1\n`;
  const dryRun = await fetch(`${url}/api/effortImports/dryRun`, {
    method: 'POST',
    headers: { cookie: manager.cookie, 'content-type': 'text/csv' },
    body: csv,
  });
  const { uploadId } = (await dryRun.json()) as { uploadId: string };
  const started = await manager.post('/api/effortImports', { uploadId, mode: 'append' });
  if (started.status !== 202)
    throw new Error(`fixture import: ${started.status} ${JSON.stringify(started.body)}`);
  const instructorEffort = async () => {
    const first = await manager.get('/api/instructorEfforts?sort=["name","ASC"]&range=[0,0]');
    const row = first.body?.[0];
    if (!row) throw new Error(`fixture instructorEfforts: ${first.status} ${JSON.stringify(first.body)}`);
    return { id: String(row.id), version: Number(row.version ?? 0) };
  };
  return { existing, fresh, uploadId, importId: started.body.id, csv, instructorEffort };
}

const updates: Record<EffortReferenceResource, object> = {
  effortCategories: { description: 'Changed by the access matrix' },
  effortTypes: { description: 'Changed by the access matrix' },
  effortPayPeriods: { endDate: '2040-09-15' },
  costCenterDescriptions: { description: 'Changed by the access matrix' },
  effortRules: { sequence: 11 },
  enhancedEffortPositionAssociations: { note: 'Changed by the access matrix' },
};

const subjects: Record<EffortReferenceResource, Parameters<Crud>[1]> = {
  effortCategories: 'EffortCategory',
  effortTypes: 'EffortType',
  effortPayPeriods: 'EffortPayPeriod',
  costCenterDescriptions: 'EffortActual',
  effortRules: 'EffortRule',
  enhancedEffortPositionAssociations: 'EffortActual',
};

/** The six generic routes of each effort reference resource. */
export const effortReferenceEndpoints = (crud: Crud): EndpointEntry[] =>
  effortReferenceResourceNames.flatMap((resource) =>
    crud(resource, subjects[resource], {
      existing: (fx: Fixtures) => fx.effort.existing[resource],
      createBody: (_, fx) =>
        newBody(resource, { category: fx.effort.existing.effortCategories, user: fx.ids.otherUser }),
      fresh: (fx) => fx.effort.fresh(resource),
      updateBody: updates[resource],
    }),
  );
