import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer, createdRecord } from '../support/index.js';

/*
 * Spec §6 for reference data, per role, over HTTP: ReferenceData (value lists, taxonomy terms), Location and
 * AdminAssignmentType, without and with aemEnabled (DESIGN §19: then everyone reads, staff manage). The access matrix asks the spec oracle; this suite
 * spells the expectations out by hand, as a second reading of §6.
 */

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_reference_data_access' });
});
afterAll(() => app?.stop());

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

const created = createdRecord;

/** Who may read and who may write each kind (spec §6), spelled out: never taken from the ability. */
const everyone = [
  'admin',
  'academicOpsAdmin',
  'sectionScheduler',
  'academicAffairsApprover',
  'financialReportingUser',
  // a member of their department's workgroup (permission 0): holds workgroup permissions too
  'faculty',
  // chairs a workgroup: holds workgroup permissions
  'faculty1',
] as const;
type Username = (typeof everyone)[number];
interface AccessRule {
  resource: string;
  /** A new record's body (a unique name or code each call). */
  body: () => object;
  read: readonly Username[];
  write: readonly Username[];
}
const named = () => ({ name: unique('Role') });
const rules: AccessRule[] = [
  // ReferenceData: admin manages, everyone reads
  { resource: 'teachingModes', body: named, read: everyone, write: ['admin'] },
  { resource: 'campuses', body: named, read: everyone, write: ['admin'] },
  // Location: admin and academicOpsAdmin manage; the scheduler reads them (a product extension); nobody else
  {
    resource: 'locations',
    body: () => ({ code: unique('R') }),
    read: ['admin', 'academicOpsAdmin', 'sectionScheduler'],
    write: ['admin', 'academicOpsAdmin'],
  },
  // AdminAssignmentType without aemEnabled: admin, academicOpsAdmin manage; workgroup-permission holders read
  {
    resource: 'administrativeAssignmentTypes',
    body: named,
    read: ['admin', 'academicOpsAdmin', 'faculty', 'faculty1'],
    write: ['admin', 'academicOpsAdmin'],
  },
];

/** The statuses of every route of `rule.resource` for `client`, against what the rule says. */
async function expectAccess(server: TestServer, client: ApiClient, rule: AccessRule, username: Username) {
  const manager = await new ApiClient(server.url).signIn(
    rule.resource === 'locations' ? 'academicOpsAdmin' : 'admin',
  );
  const base = `/api/${rule.resource}`;
  const [target, doomed] = [
    await created(manager, rule.resource, rule.body()),
    await created(manager, rule.resource, rule.body()),
  ];
  // a write answers 201/200, or 202 when the read model lags under load: allowed either way
  const outcome = async (answer: Promise<{ status: number }>) => {
    const { status } = await answer;
    return status >= 200 && status < 300 ? 'allowed' : status;
  };
  const statuses = {
    list: await outcome(client.get(base)),
    read: await outcome(client.get(`${base}/${target.id}`)),
    history: await outcome(client.get(`${base}/${target.id}/history`)),
    create: await outcome(client.post(base, rule.body())),
    update: await outcome(client.put(`${base}/${target.id}`, { description: 'By role', version: 1 })),
    delete: await outcome(client.delete(`${base}/${doomed.id}`)),
  };
  const read = rule.read.includes(username) ? 'allowed' : 403;
  const write = rule.write.includes(username) ? 'allowed' : 403;
  expect(statuses, `${username} on ${rule.resource}`).toEqual({
    list: read,
    read,
    history: read,
    create: write,
    update: write,
    delete: write,
  });
}

describe('spec §6 per role, without aemEnabled', () => {
  it.each(everyone)('%s', async (username) => {
    const client = await new ApiClient(app.url).signIn(username);
    for (const rule of rules) await expectAccess(app, client, rule, username);
  });
});

describe('spec §6 with aemEnabled, as DESIGN §19 narrows it: everyone reads admin assignment types, staff manage them', () => {
  let flagged: TestServer;
  beforeAll(async () => {
    flagged = await startTestServer({
      label: 'e2e_reference_data_aem',
      env: { FEATURE_FLAGS: 'aemEnabled' },
    });
  });
  afterAll(() => flagged?.stop());

  it.each(['faculty', 'sectionScheduler', 'academicOpsAdmin'] as const)('%s', async (username) => {
    const client = await new ApiClient(flagged.url).signIn(username);
    const adminTypes = rules.find((rule) => rule.resource === 'administrativeAssignmentTypes')!;
    const staff = everyone.filter((name) => !name.startsWith('faculty'));
    await expectAccess(flagged, client, { ...adminTypes, read: everyone, write: staff }, username);
    // the flag changes nothing for the others
    for (const rule of rules.filter((r) => r !== adminTypes))
      await expectAccess(flagged, client, rule, username);
  });
});
