/**
 * The access matrix's entries for the history routes of issue 19 (services/api/src/history), kept apart from
 * endpointTable.ts, which spreads them in. History is read by admin, academicOpsAdmin, academicAffairsApprover
 * and reportingUser (a product extension, DESIGN §16); explaining a number also takes reading what it is
 * about now (access/pastReads.ts: the past is read with today's rights; reading reports grants none).
 */
import type { Can, EndpointEntry } from './endpointTable.js';
import { byRule } from './endpointTable.js';

const rule = { action: 'read', subject: 'History' } as const;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const pastReads = (can: Can, subject: 'Instructor' | 'Section') =>
  can('read', 'History') && can('read', subject);

export const historyEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/history/timeline',
    rule,
    cases: [{ name: 'main', build: (_, fx) => ({ query: `?periodId=${fx.ids.activePeriod}` }) }],
  },
  {
    method: 'GET',
    path: '/api/history/difference',
    rule,
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({
          query: `?${new URLSearchParams({ periodId: fx.ids.activePeriod, from: hourAgo(), to: new Date().toISOString() })}`,
        }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/history/explain/instructors/:id',
    rule,
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({
          params: { id: fx.ids.workload.faculty },
          query: `?periodId=${fx.ids.activePeriod}`,
        }),
        expect: (_, can) => byRule(pastReads(can, 'Instructor')),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/history/explain/sections/:id',
    rule,
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({ params: { id: fx.ids.planning.section } }),
        expect: (_, can) => byRule(pastReads(can, 'Section')),
      },
    ],
  },
];
