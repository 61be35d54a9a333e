import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { StateConflictError, ValidationError } from '../shared/errors.js';
import { acceptanceTimeoutMs, autoDraftDecider } from './autoDraftLifecycle.js';
import type { AutoDraftEvent, AutoDraftRequest } from './autoDraftLifecycleEvents.js';
import type { DraftProposal, DraftResult } from './draftResult.js';
import { defaultDraftWeights } from './draftWeights.js';

const spec = deciderSpec(autoDraftDecider);
const id = '0190a000-0000-7000-8000-0000000ad001';
const [s1, s2, s3] = ['s1', 's2', 's3'];
const startedBy = { userId: 'u-ops', authenticatedUserId: 'u-ops' };
const request: AutoDraftRequest = {
  AcademicPeriodId: 'p1',
  WorkgroupId: 'w1',
  allowOverload: false,
  weights: defaultDraftWeights,
  WorkgroupIds: null,
};
const proposal = (SectionId: string): DraftProposal => ({
  SectionId,
  sectionLabel: SectionId,
  UserId: `u-${SectionId}`,
  instructorName: 'Ann',
  points: 3,
  preferenceScore: 1,
  reasons: [],
  taughtBefore: false,
  pointsRequired: 12,
  pointsAfter: 3,
  over: false,
  objective: 1,
});
const result = { proposals: [proposal(s1), proposal(s2), proposal(s3)] } as DraftResult;
const t0 = '2026-11-26T19:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();

const Requested: AutoDraftEvent = {
  type: 'AutoDraftRequested',
  data: { id, request, startedBy, requestedAt: t0 },
};
const Solved: AutoDraftEvent = { type: 'AutoDraftSolved', data: { id, result } };
const Accepting = (SectionIds: string[], at = t0): AutoDraftEvent => ({
  type: 'AutoDraftAccepting',
  data: { id, SectionIds, at },
});
const Accepted = (SectionIds: string[]): AutoDraftEvent => ({
  type: 'AutoDraftAccepted',
  data: {
    id,
    assigned: SectionIds.map((SectionId) => ({ SectionId, UserId: `u-${SectionId}`, id: `a-${SectionId}` })),
    refused: [],
  },
});
const Discarded: AutoDraftEvent = { type: 'AutoDraftDiscarded', data: { id } };
const Accept = (SectionIds?: string[], at = t0) => ({
  type: 'StartAcceptingAutoDraft' as const,
  id,
  ...(SectionIds ? { SectionIds } : {}),
  at,
});

describe('Auto-draft: request and solve', () => {
  it('records the request', () =>
    spec.given([]).when({ type: 'RequestAutoDraft', id, request, startedBy, at: t0 }).then([Requested]));
  it('a repeated request changes nothing', () =>
    spec
      .given([Requested])
      .when({ type: 'RequestAutoDraft', id, request, startedBy, at: t0 })
      .thenNothingHappens());
  it('records the result once: a retried job changes nothing', () => {
    spec.given([Requested]).when({ type: 'RecordAutoDraftSolved', id, result }).then([Solved]);
    spec.given([Requested, Solved]).when({ type: 'RecordAutoDraftSolved', id, result }).thenNothingHappens();
  });
  it('a discarded draft is not revived by its result', () =>
    spec
      .given([Requested, Discarded])
      .when({ type: 'RecordAutoDraftSolved', id, result })
      .thenNothingHappens());
  it('records a failure while solving only', () => {
    spec
      .given([Requested])
      .when({ type: 'RecordAutoDraftFailed', id, error: 'boom' })
      .then([{ type: 'AutoDraftFailed', data: { id, error: 'boom' } }]);
    spec
      .given([Requested, Solved])
      .when({ type: 'RecordAutoDraftFailed', id, error: 'boom' })
      .thenNothingHappens();
  });
});

describe('Auto-draft: accepting', () => {
  it('claims every proposal not accepted yet when none is named', () =>
    spec
      .given([Requested, Solved, Accepting([s1]), Accepted([s1])])
      .when(Accept())
      .then([Accepting([s2, s3])]));
  it('claims the proposals named', () =>
    spec
      .given([Requested, Solved])
      .when(Accept([s3, s1]))
      .then([Accepting([s1, s3])]));
  it('refuses a section that is not among the proposals, naming the field', () =>
    spec
      .given([Requested, Solved])
      .when(Accept([s1, 'elsewhere']))
      .thenThrows(ValidationError));
  it('refuses before the draft is solved', () =>
    spec.given([Requested]).when(Accept()).thenThrows(StateConflictError));
  it('refuses a discarded draft', () =>
    spec.given([Requested, Solved, Discarded]).when(Accept()).thenThrows(StateConflictError));
  it('refuses while another acceptance is under way', () =>
    spec
      .given([Requested, Solved, Accepting([s1])])
      .when(Accept([s2], later(1000)))
      .thenThrows(StateConflictError));
  it('goes on after an acceptance that died without recording its outcome', () =>
    spec
      .given([Requested, Solved, Accepting([s1])])
      .when(Accept([s2], later(acceptanceTimeoutMs + 1)))
      .then([Accepting([s2], later(acceptanceTimeoutMs + 1))]));
  it('refuses when everything named is accepted already', () =>
    spec
      .given([Requested, Solved, Accepting([s1]), Accepted([s1])])
      .when(Accept([s1]))
      .thenThrows(StateConflictError));
  it('records the outcome of the acceptance under way', () =>
    spec
      .given([Requested, Solved, Accepting([s1, s2])])
      .when({
        type: 'RecordAutoDraftAccepted',
        id,
        assigned: [{ SectionId: s1, UserId: `u-${s1}`, id: `a-${s1}` }],
        refused: [{ SectionId: s2, UserId: `u-${s2}`, reason: 'Covered meanwhile' }],
      })
      .then([
        {
          type: 'AutoDraftAccepted',
          data: {
            id,
            assigned: [{ SectionId: s1, UserId: `u-${s1}`, id: `a-${s1}` }],
            refused: [{ SectionId: s2, UserId: `u-${s2}`, reason: 'Covered meanwhile' }],
          },
        },
      ]));
  it('refuses an outcome without a claim', () =>
    spec
      .given([Requested, Solved])
      .when({ type: 'RecordAutoDraftAccepted', id, assigned: [], refused: [] })
      .thenThrows(StateConflictError));
});

describe('Auto-draft: discarding', () => {
  it('discards a draft', () =>
    spec.given([Requested, Solved]).when({ type: 'DiscardAutoDraft', id }).then([Discarded]));
  it('discarding twice changes nothing', () =>
    spec.given([Requested, Discarded]).when({ type: 'DiscardAutoDraft', id }).thenNothingHappens());
  it('refuses a draft that was never requested', () =>
    spec.given([]).when({ type: 'DiscardAutoDraft', id }).thenThrows(StateConflictError));
});
