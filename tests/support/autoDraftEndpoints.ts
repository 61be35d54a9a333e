/**
 * The access matrix's entries for auto-draft (services/api/src/autoDraft, issue 23): those who assign
 * (create SectionAssignment) draft, accept and discard; a draft is read by its starter, or by an
 * administrator (who reads SectionAssignment), others get 404. Drafts are of one fresh, empty period: the
 * job has nothing to solve. Kept apart from endpointTable.ts, which spreads them in.
 */
import type { ApiClient } from './apiClient.js';
import type { Case, EndpointEntry, Expectation, Fixtures, Principal } from './endpointTable.js';
import { byRule, forbidden, success } from './endpointTable.js';

const rule = (action: 'read' | 'create') => ({ action, subject: 'SectionAssignment' }) as const;

const memo = new WeakMap<Fixtures, Promise<{ id: string }>>();
const emptyPeriod = (fx: Fixtures) => {
  if (!memo.has(fx)) memo.set(fx, fx.fresh.period());
  return memo.get(fx)!;
};
const draftBody = async (fx: Fixtures) => ({ AcademicPeriodId: (await emptyPeriod(fx)).id });

async function draftOf(client: ApiClient, fx: Fixtures): Promise<string> {
  const answer = await client.post('/api/autoDrafts', await draftBody(fx));
  if (answer.status !== 202)
    throw new Error(`fixture auto-draft: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** The principal's own draft when it may draft, else academic operations'. */
const ownOrOps = async (p: Principal, fx: Fixtures) => {
  const own = p.auth ? await p.client.post('/api/autoDrafts', await draftBody(fx)) : undefined;
  return own?.status === 202 ? (own.body.id as string) : draftOf(fx.ops, fx);
};
type CanDo = Parameters<NonNullable<Case['expect']>>[1];
const drafts = (canDo: CanDo) => canDo('create', 'SectionAssignment');

export const autoDraftEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/autoDrafts/defaults',
    rule: rule('create'),
    cases: [{ name: 'main', build: () => ({}) }],
  },
  {
    method: 'POST',
    path: '/api/autoDrafts',
    rule: rule('create'),
    cases: [{ name: 'main', build: async (_, fx) => ({ body: await draftBody(fx) }) }],
  },
  {
    method: 'GET',
    path: '/api/autoDrafts/:id',
    rule: rule('read'),
    cases: [
      {
        // beyond the ability: another's draft is not found, except by an administrator
        name: 'own draft, else academic operations’',
        build: async (p, fx) => ({ params: { id: await ownOrOps(p, fx) } }),
        expect: (p, canDo): Expectation =>
          !canDo('read', 'SectionAssignment')
            ? forbidden
            : drafts(canDo) || p.role === 'admin'
              ? success
              : { status: 404 },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/autoDrafts/:id/accept',
    rule: rule('create'),
    cases: [
      {
        // an empty period's draft has nothing to accept: those who may accept hear 409
        name: 'own draft of an empty period',
        build: async (p, fx) => ({ params: { id: await ownOrOps(p, fx) }, body: {} }),
        expect: (_, canDo): Expectation => (drafts(canDo) ? { status: 409 } : byRule(false)),
      },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/autoDrafts/:id',
    rule: rule('create'),
    cases: [{ name: 'own draft', build: async (p, fx) => ({ params: { id: await ownOrOps(p, fx) } }) }],
  },
];
