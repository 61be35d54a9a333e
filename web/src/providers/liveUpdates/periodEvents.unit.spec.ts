import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidateStale, staleOnResourceChanged, staleOnTeachingAssignment } from './invalidation';
import { liveQueryKeys } from './liveQueryKeys';
import { type PeriodEventReaction, reactionTo } from './periodEvents';

const me = 'user-me';
const someoneElse = 'user-other';

const keys = {
  progressSteps: [...liveQueryKeys.progressSteps, 'p1'],
  progressActions: [...liveQueryKeys.progressActions, 'p1'],
  approvals: [...liveQueryKeys.workgroupApprovals, 'p1'],
  approval: [...liveQueryKeys.workgroupApproval, 'a1'],
  submissionsMetric: [...liveQueryKeys.preferenceSubmissionsMetric, 'p1'],
  alignmentMetric: [...liveQueryKeys.preferenceAlignmentMetric, 'p1'],
  dashboard: [...liveQueryKeys.dashboard],
  courses: ['courses', 'getList', {}],
} as const;

describe('period events (spec §4)', () => {
  let queryClient: QueryClient;
  const staleAfter = (reaction: PeriodEventReaction | undefined) => {
    if (!reaction || reaction.stale === 'everything') throw new Error('expected a list of stale reads');
    invalidateStale(queryClient, reaction.stale);
    return Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState([...key])?.isInvalidated)
      .map(([name]) => name)
      .sort();
  };
  beforeEach(() => {
    queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData([...key], {});
  });

  describe('activeStepsChanged', () => {
    it("by someone else: the steps, their history, the approvals' status and the auth context", () => {
      const reaction = reactionTo(
        'activeStepsChanged',
        { AcademicPeriodId: 'p1', step: 6, actorId: someoneElse },
        me,
      );
      expect(reaction).toMatchObject({ refreshAuth: true, goHome: false });
      expect(staleAfter(reaction)).toEqual(['approvals', 'dashboard', 'progressActions', 'progressSteps']);
    });

    it('by the current user: nothing (their own request refreshed it)', () => {
      expect(
        reactionTo('activeStepsChanged', { AcademicPeriodId: 'p1', step: 6, actorId: me }, me),
      ).toBeUndefined();
    });
  });

  describe('approvalsChanged', () => {
    it('by someone else: the steps and the approvals, without the auth context', () => {
      const reaction = reactionTo(
        'approvalsChanged',
        { AcademicPeriodId: 'p1', WorkgroupId: 'w', actorId: someoneElse } as never,
        me,
      );
      expect(reaction).toMatchObject({ refreshAuth: false, goHome: false });
      expect(staleAfter(reaction)).toEqual(['approval', 'approvals', 'progressSteps']);
    });

    it('by the current user: nothing', () => {
      expect(reactionTo('approvalsChanged', { AcademicPeriodId: 'p1', actorId: me }, me)).toBeUndefined();
    });

    it('before the auth context is known, nobody is the current user: it refreshes', () => {
      expect(
        reactionTo('approvalsChanged', { AcademicPeriodId: 'p1', actorId: me }, undefined),
      ).toBeDefined();
    });
  });

  it('activeAcademicPeriodUpdated: everything and the auth context are read again, then the dashboard', () => {
    for (const actorId of [me, someoneElse])
      expect(reactionTo('activeAcademicPeriodUpdated', { AcademicPeriodId: 'p2', actorId }, me)).toEqual({
        stale: 'everything',
        refreshAuth: true,
        goHome: true,
      });
  });

  it('workingAcademicPeriodUpdated: the same, only for the user whose working period it is', () => {
    expect(
      reactionTo(
        'workingAcademicPeriodUpdated',
        { UserId: me, AcademicPeriodId: 'p2', actorId: someoneElse },
        me,
      ),
    ).toEqual({ stale: 'everything', refreshAuth: true, goHome: true });
    expect(
      reactionTo(
        'workingAcademicPeriodUpdated',
        { UserId: someoneElse, AcademicPeriodId: 'p2', actorId: me },
        me,
      ),
    ).toBeUndefined();
    expect(
      reactionTo('workingAcademicPeriodUpdated', { UserId: me, AcademicPeriodId: 'p2' }, undefined),
    ).toBeUndefined();
  });
});

describe('what a workgroup plan shows in', () => {
  let queryClient: QueryClient;
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState([...key])?.isInvalidated)
      .map(([name]) => name)
      .sort();
  beforeEach(() => {
    queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData([...key], {});
  });

  it('a teaching-assignment event refreshes the approvals and both preference metrics', () => {
    invalidateStale(queryClient, staleOnTeachingAssignment());
    expect(stale()).toEqual(['alignmentMetric', 'approval', 'approvals', 'dashboard', 'submissionsMetric']);
  });

  it("a period's row changing (its step) refreshes its progress, approvals and the dashboard", () => {
    invalidateStale(queryClient, staleOnResourceChanged('academicPeriods', ['p1']));
    expect(stale()).toEqual(['approvals', 'dashboard', 'progressSteps']);
  });

  it('a preference submission refreshes both metrics, nothing else here', () => {
    invalidateStale(queryClient, staleOnResourceChanged('preferenceSubmissions', ['s1']));
    expect(stale()).toEqual(['alignmentMetric', 'submissionsMetric']);
  });
});
