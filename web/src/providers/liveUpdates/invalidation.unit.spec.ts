import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InvalidationBatch,
  invalidateEverything,
  invalidateStale,
  staleOnResourceChanged,
  staleOnTeachingAssignment,
} from './invalidation';
import { liveQueryKeys } from './liveQueryKeys';

const keys = {
  sectionList: ['sections', 'getList', { filter: {} }],
  sectionA: ['sections', 'getOne', { id: 'a' }],
  sectionB: ['sections', 'getOne', { id: 'b' }],
  historyA: ['sections', 'getHistory', { id: 'a', version: 2 }],
  sectionMany: ['sections', 'getMany', { ids: ['b'] }],
  course: ['courses', 'getOne', { id: 'a' }],
  apiKeys: ['apikeys', 'getList', {}],
  myWorkload: [...liveQueryKeys.myWorkload, 'period'],
  mySchedule: [...liveQueryKeys.mySchedule, 'period'],
  adminMine: [...liveQueryKeys.adminAssignmentsMine, 'period'],
  suggestions: ['suggestedAssignees', 'forSection', 'a'],
  auth: ['auth', 'canAccess'],
} as const;

describe('live invalidation', () => {
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
  afterEach(() => vi.useRealTimers());

  it('resourceChanged with ids: the lists of the resource and the reads of those records only', () => {
    invalidateStale(queryClient, staleOnResourceChanged('sections', ['a']));
    expect(stale()).toEqual(
      ['historyA', 'mySchedule', 'myWorkload', 'sectionA', 'sectionList', 'sectionMany'].sort(),
    );
  });

  it('a deleted record: its reads are marked stale without a refetch, the lists refetch', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    invalidateStale(queryClient, staleOnResourceChanged('sections', ['a'], ['a']));
    expect(stale()).toEqual(expect.arrayContaining(['historyA', 'sectionA', 'sectionList', 'sectionMany']));
    const quiet = invalidate.mock.calls.find(([filters]) => filters?.refetchType === 'none')?.[0];
    expect(quiet?.predicate?.(queryClient.getQueryCache().find({ queryKey: [...keys.sectionA] })!)).toBe(
      true,
    );
    expect(quiet?.predicate?.(queryClient.getQueryCache().find({ queryKey: [...keys.sectionList] })!)).toBe(
      false,
    );
  });

  it('resourceChanged without ids: every read of the resource', () => {
    invalidateStale(queryClient, staleOnResourceChanged('courses', null));
    expect(stale()).toEqual(['course']);
  });

  it('matches react-admin page names to the wire name (apikeys is apiKeys)', () => {
    invalidateStale(queryClient, staleOnResourceChanged('apiKeys', null));
    expect(stale()).toEqual(['apiKeys']);
  });

  it('an administrative assignment refreshes the workload pages and suggestions', () => {
    invalidateStale(queryClient, staleOnResourceChanged('administrativeAssignments', ['x']));
    expect(stale()).toEqual(['adminMine', 'myWorkload', 'suggestions']);
  });

  it('a teaching-assignment event refreshes sections, suggestions and the my pages, not the rest', () => {
    invalidateStale(queryClient, staleOnTeachingAssignment());
    expect(stale()).toEqual(
      [
        'historyA',
        'mySchedule',
        'myWorkload',
        'sectionA',
        'sectionB',
        'sectionList',
        'sectionMany',
        'suggestions',
      ].sort(),
    );
  });

  it('a burst of messages invalidates once, after a short wait', () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const batch = new InvalidationBatch(queryClient, 20);
    batch.add(staleOnResourceChanged('sections', ['a']));
    batch.add(staleOnResourceChanged('courses', null));
    batch.add(staleOnTeachingAssignment());
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(stale()).toContain('course');
    expect(stale()).toContain('suggestions');
  });

  it('a reconnect refreshes everything', () => {
    invalidateEverything(queryClient);
    expect(stale()).toEqual(Object.keys(keys).sort());
  });
});
