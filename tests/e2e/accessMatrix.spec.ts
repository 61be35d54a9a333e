import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../services/access/src/authContext.js';
import { expectedCan, specOracle } from '../../services/access/src/specOracle.js';
import { specRoles } from '../../services/access/src/specTable.js';
import {
  byRule,
  type Can,
  type EndpointEntry,
  endpointTable,
  type Expectation,
  type Fixtures,
  type Principal,
  type Probe,
  setUpFixtures,
  success,
  unauthenticated,
} from '../support/endpointTable.js';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';

/*
 * The access matrix: every API endpoint × every role (and anonymous), over HTTP, on a whole server with demo
 * data. Expected answers come from the spec §6 oracle (specOracle.ts over specTable.ts) evaluated for each
 * role's auth context as GET /api/auth answers it, never from defineAbilityFor: allowed -> 2xx, refused ->
 * 403 "Unauthorized request", anonymous -> 401; public endpoints and the rules beyond the ability are
 * spelled out in tests/support/endpointTable.ts. Once with the flag-gated features on, once with none.
 */

const configurations = [
  {
    label: 'flags on',
    flags: 'apiEnabled,userMergeEnabled,aemEnabled,aemEnabledFaculty,exportsEnabled,dataServicesEnabled',
  },
  { label: 'no flags', flags: '' },
];
/** Local mode turns these on unless told otherwise (config.ts): each is named, on or off. */
const gatedFlags = [
  'apiEnabled',
  'userMergeEnabled',
  'aemEnabled',
  'aemEnabledFaculty',
  'exportsEnabled',
  'dataServicesEnabled',
];
const featureFlagsOf = (on: string) =>
  gatedFlags.map((name) => `${name}=${on.split(',').includes(name)}`).join(',');

const keyOf = (entry: { method: string; path: string }) => `${entry.method} ${entry.path}`;

interface Outcome {
  caseName: string;
  principal: string;
  expected: Expectation;
  status: number | undefined;
  message: string | undefined;
  problem: string | undefined;
}

const describeExpectation = (expected: Expectation) =>
  `${expected.status === 'success' ? '2xx' : expected.status}${expected.message ? ` "${expected.message}"` : ''}`;

const describeOutcome = (key: string, o: Outcome) =>
  `${key} [${o.caseName}] as ${o.principal}: expected ${describeExpectation(o.expected)}, got ` +
  `${o.status ?? 'no answer'}${o.message !== undefined ? ` (message: ${o.message})` : ''}` +
  (o.problem ? ` - ${o.problem}` : '');

/** The request of a probe, with the cookie of its session; the answer as status and body. */
async function send(url: string, entry: EndpointEntry, probe: Probe, client: ApiClient) {
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = probe.params?.[name];
    if (value === undefined) throw new Error(`no value for the path parameter :${name}`);
    return encodeURIComponent(value);
  });
  const headers: Record<string, string> = client.cookie ? { cookie: client.cookie } : {};
  let body: string | FormData | undefined;
  if (probe.multipart) body = probe.multipart();
  else if (probe.raw) {
    headers['content-type'] = probe.raw.type;
    body = probe.raw.body;
  } else if (probe.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = probe.form;
  } else if (probe.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(probe.body);
  }
  const response = await fetch(`${url}${path}${probe.query ?? ''}`, {
    method: entry.method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (primaryColor, the logo)
  }
  return { status: response.status, headers: response.headers, body: parsed as any };
}

function judge(expected: Expectation, answer: Awaited<ReturnType<typeof send>>): string | undefined {
  const { status } = answer;
  const statusOk = expected.status === 'success' ? status >= 200 && status < 300 : status === expected.status;
  if (!statusOk) return 'wrong status';
  if (expected.message !== undefined && answer.body?.message !== expected.message) return 'wrong message';
  return expected.check?.(answer);
}

/** Every case of every entry for one principal, one request after the other (some build on the last). */
async function runPrincipal(
  url: string,
  fx: Fixtures,
  p: Principal,
  results: Map<string, Outcome[]>,
): Promise<void> {
  const can: Can = (action, subject, record) => expectedCan(specOracle, p.auth, action, subject, record);
  for (const entry of endpointTable) {
    for (const testCase of entry.cases) {
      if (testCase.for && !testCase.for(p, can)) continue;
      const outcome: Outcome = {
        caseName: testCase.name,
        principal: p.name,
        expected: success,
        status: undefined,
        message: undefined,
        problem: undefined,
      };
      results.get(keyOf(entry))!.push(outcome);
      try {
        const probe = await testCase.build(p, fx);
        if (!p.auth && entry.rule !== 'public') outcome.expected = unauthenticated;
        else if (testCase.expect) outcome.expected = testCase.expect(p, can, probe);
        // every signed-in user: spec §6 "Dashboard: everyone reads" (the routes check read on Dashboard)
        else if (entry.rule === 'signedIn') outcome.expected = byRule(can('read', 'Dashboard'));
        else if (entry.rule === 'public') throw new Error('a public entry must say what it answers');
        else outcome.expected = byRule(can(entry.rule.action, entry.rule.subject, probe.record));
        const answer = await send(url, entry, probe, probe.client ?? p.client);
        outcome.status = answer.status;
        outcome.message =
          typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
            ? String(answer.body.message)
            : undefined;
        outcome.problem = judge(outcome.expected, answer);
      } catch (error) {
        outcome.problem = `could not make the request: ${(error as Error).message}`;
      }
    }
  }
}

async function principalsOf(url: string): Promise<Principal[]> {
  const signedIn = await Promise.all(
    specRoles.map(async (role): Promise<Principal> => {
      const client = await new ApiClient(url).signIn(role);
      const answer = await client.get<AuthContext>('/api/auth');
      if (answer.status !== 200) throw new Error(`GET /api/auth as ${role}: ${answer.status}`);
      return { name: role, role, client, auth: answer.body, userId: answer.body.workingUserId };
    }),
  );
  const anonymous: Principal = {
    name: 'anonymous',
    role: undefined,
    client: new ApiClient(url),
    auth: undefined,
    userId: undefined,
  };
  return [...signedIn, anonymous];
}

for (const configuration of configurations) {
  describe(`access matrix, ${configuration.label} (spec §6 oracle, every endpoint × every role)`, () => {
    let app: TestServer;
    let principals: Principal[];
    const results = new Map<string, Outcome[]>(endpointTable.map((entry) => [keyOf(entry), []]));

    beforeAll(async () => {
      const started = Date.now();
      app = await startTestServer({
        label: `e2e_access_matrix_${configuration.flags ? 'flags' : 'none'}`,
        env: { FEATURE_FLAGS: featureFlagsOf(configuration.flags) },
      });
      const flags = new Set(configuration.flags.split(',').filter(Boolean));
      const fx = await setUpFixtures(app.url, flags);
      principals = await principalsOf(app.url);
      await Promise.all(principals.map((p) => runPrincipal(app.url, fx, p, results)));
      const outcomes = [...results.values()].flat();
      const byExpected = new Map<string, number>();
      for (const o of outcomes) {
        const label = describeExpectation({ status: o.expected.status });
        byExpected.set(label, (byExpected.get(label) ?? 0) + 1);
      }
      console.info(
        `access matrix (${configuration.label}): ${endpointTable.length} endpoints, ${principals.length} ` +
          `principals, ${outcomes.length} checks (expected ${[...byExpected].map(([s, n]) => `${s}: ${n}`).join(', ')}) ` +
          `in ${Date.now() - started} ms`,
      );
    }, 240_000);
    afterAll(() => app?.stop());

    it('has an entry for exactly the registered routes', () => {
      const registered = app.server.routes.map(keyOf);
      const listed = endpointTable.map(keyOf);
      expect(new Set(listed).size, 'an entry is listed twice').toBe(listed.length);
      expect(
        registered.filter((key) => !listed.includes(key)),
        'routes without an access entry',
      ).toEqual([]);
      expect(
        listed.filter((key) => !registered.includes(key)),
        'entries for routes that do not exist',
      ).toEqual([]);
    });

    it('read each role its auth context with the configured flags', () => {
      for (const p of principals.filter((principal) => principal.auth)) {
        expect(p.auth!.Roles).toEqual([{ slug: p.role }]);
        expect(p.auth!.FeatureFlags.apiEnabled).toBe(configuration.flags.includes('apiEnabled'));
      }
    });

    it.each(endpointTable.map((entry) => [keyOf(entry)]))('%s', (key) => {
      const outcomes = results.get(key)!;
      // every principal was asked at least once
      expect(new Set(outcomes.map((o) => o.principal)).size).toBe(principals.length);
      expect(outcomes.filter((o) => o.problem).map((o) => describeOutcome(key, o))).toEqual([]);
    });
  });
}
