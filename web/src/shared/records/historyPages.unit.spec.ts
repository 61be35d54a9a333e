import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../providers/dataProvider';
import { actorText, nextHistoryOffset, relativeTime } from './historyPages';

describe('history pages', () => {
  it('asks for the next page until every entry is loaded', () => {
    const entries = (count: number) => Array.from({ length: count }, () => ({}) as never);
    expect(nextHistoryOffset({ entries: entries(25), total: 60, offset: 0 })).toBe(25);
    expect(nextHistoryOffset({ entries: entries(10), total: 60, offset: 50 })).toBeUndefined();
    expect(nextHistoryOffset({ entries: [], total: 60, offset: 75 })).toBeUndefined();
  });

  it('says how long ago a moment was', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(relativeTime('2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-25T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-26T12:00:00Z', now)).toBe('now');
  });

  it('names who acted, and as whom while masquerading', () => {
    const entry = (actorName: string | null, authenticatedUserName: string | null) =>
      ({ actorName, authenticatedUserName }) as HistoryEntry;
    expect(actorText(entry('Olivia Operations', 'Olivia Operations'))).toBe('Olivia Operations');
    expect(actorText(entry('Olivia Operations', 'Adam Admin'))).toBe('Adam Admin as Olivia Operations');
    expect(actorText(entry(null, null))).toBe('System');
  });
});
