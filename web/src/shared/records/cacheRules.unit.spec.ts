import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRelated } from './cacheRules';

/** The reads a change marks stale, among a cache holding one read under each key. */
function staleAfter(resource: string, keys: string[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'read');
  refreshRelated(queryClient, resource, 'create');
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
}

describe('spec §4 cache rules', () => {
  it('refresh the preference metrics and the section when a teaching assignment changes', () => {
    const stale = staleAfter('teachingAssignments', [
      ['preferenceAlignmentMetric', 'p1'],
      ['preferenceSubmissionsMetric', 'p1'],
      ['sections', 'getOne', 's1'],
      ['myTeachingPreferences', 'p1'],
    ]);
    expect(stale).toEqual([
      'preferenceAlignmentMetric p1',
      'preferenceSubmissionsMetric p1',
      'sections getOne s1',
    ]);
  });

  it('refresh the faculty profile and the teaching preferences a note hangs on', () => {
    const stale = staleAfter('notes', [
      ['facultyProfiles', 'getOne', 'f1'],
      ['preferenceSubmissions', 'getOne', 'x1'],
      ['myTeachingPreferences', 'p1'],
      ['sections', 'getList'],
    ]);
    expect(stale).toEqual([
      'facultyProfiles getOne f1',
      'preferenceSubmissions getOne x1',
      'myTeachingPreferences p1',
    ]);
  });
});
