import type { HistoryChange } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { beforeAfter, instructorText, shownFields, signedPoints, valueText } from './differenceText';
import {
  changeAuthor,
  chosenInstant,
  differencePresets,
  fromLocalInput,
  lastMonday,
  stopAfterKey,
  timelineStops,
  toLocalInput,
} from './instants';

const ada = { id: 'u1', name: 'Ada Kowalski' };
const bo = { id: 'u2', name: 'Bo Chen' };

describe('the time control', () => {
  it('stops at every change and mark once, oldest first', () => {
    const stops = timelineStops({
      instants: ['2026-11-02T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      marks: [
        { at: '2026-11-02T00:00:00.000Z', kind: 'approval', label: 'Math approved', by: null },
        { at: '2026-11-03T00:00:00.000Z', kind: 'publication', label: 'Published', by: null },
      ],
    });
    expect(stops.map((stop) => new Date(stop).toISOString().slice(0, 10))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('reads and writes exact instants in the local time zone, to the second', () => {
    const at = '2026-11-20T10:11:12.000Z';
    expect(fromLocalInput(toLocalInput(at))).toBe(at);
    expect(fromLocalInput('2026-11-20')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('the difference presets', () => {
  it('finds last Monday: earlier this week, or a week ago on a Monday', () => {
    expect(lastMonday(new Date(2026, 10, 26, 15)).getDate()).toBe(23); // Thursday
    expect(lastMonday(new Date(2026, 10, 23, 9)).getDate()).toBe(16); // a Monday
    expect(lastMonday(new Date(2026, 10, 29, 9)).getDay()).toBe(1); // Sunday
  });

  it('offers before the first change, each mark, last Monday and now', () => {
    const now = new Date(2026, 10, 26, 15);
    const presets = differencePresets(
      {
        first: '2026-11-01T00:00:00.000Z',
        marks: [{ at: '2026-11-20T10:00:00.000Z', kind: 'approval', label: 'Mathematics approved', by: ada }],
      },
      now,
    );
    expect(presets.map((preset) => preset.key)).toEqual(['beforeFirst', 'mark-0', 'lastMonday', 'now']);
    expect(presets[0]!.at).toBe('2026-10-31T23:59:59.999Z');
    expect(presets[1]!.label).toContain('Mathematics approved');
    expect(chosenInstant({ preset: 'now', exact: '' }, presets, now)).toBe(now.toISOString());
    expect(chosenInstant({ preset: 'mark-0', exact: '' }, presets, now)).toBe('2026-11-20T10:00:00.000Z');
    expect(chosenInstant({ preset: 'exact', exact: 'nonsense' }, presets, now)).toBeNull();
    expect(differencePresets({ first: null, marks: [] }, now).map((preset) => preset.key)).toEqual([
      'lastMonday',
      'now',
    ]);
  });
});

describe('a change in words', () => {
  const change = (by: HistoryChange['by'], as: HistoryChange['as']) => ({ by, as });
  it('names who, and who acted as whom when masquerading', () => {
    expect(changeAuthor(change(ada, null))).toBe('Ada Kowalski');
    expect(changeAuthor(change(ada, bo))).toBe('Bo Chen acting as Ada Kowalski');
    expect(changeAuthor(change(null, null))).toBe('the system');
  });

  it('shows values before and after', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(1234.5)).toBe('1,234.5');
    expect(valueText(true)).toBe('Yes');
    expect(beforeAfter(3, 4)).toBe('3 → 4');
    expect(beforeAfter(3, 3)).toBe('3');
    expect(instructorText({ instructor: { before: null, after: bo } })).toBe('— → Bo Chen');
    expect(signedPoints(3)).toBe('+3');
    expect(signedPoints(-1.5)).toBe('-1.5');
  });
});

describe('the changed fields', () => {
  it('leaves out those with columns of their own', () => {
    const fields = [
      { field: 'UserId', label: 'Instructor', before: 'u1', after: 'u2' },
      { field: 'points', label: 'Points', before: 3, after: 4 },
      { field: 'notes', label: 'Notes', before: null, after: 'Shared' },
    ];
    expect(shownFields({ fields }).map((field) => field.label)).toEqual(['Notes']);
  });
});

describe('the time control by keyboard', () => {
  const stops = Array.from({ length: 30 }, (_, index) => (index + 1) * 100);
  it('moves change to change, ten at a time, and to the ends', () => {
    expect(stopAfterKey(stops, 500, 'ArrowRight')).toBe(600);
    expect(stopAfterKey(stops, 500, 'ArrowLeft')).toBe(400);
    expect(stopAfterKey(stops, 500, 'PageUp')).toBe(1500);
    expect(stopAfterKey(stops, 500, 'PageDown')).toBe(100);
    expect(stopAfterKey(stops, 500, 'Home')).toBe(100);
    expect(stopAfterKey(stops, 500, 'End')).toBe(3000);
    expect(stopAfterKey(stops, 3000, 'ArrowRight')).toBe(3000);
    expect(stopAfterKey(stops, 100, 'ArrowLeft')).toBe(100);
    expect(stopAfterKey(stops, 500, 'Tab')).toBeNull();
  });

  it('finds its way from an instant between changes', () => {
    expect(stopAfterKey(stops, 550, 'ArrowRight')).toBe(600);
    expect(stopAfterKey(stops, 550, 'ArrowLeft')).toBe(500);
    expect(stopAfterKey(stops, 550, 'PageUp')).toBe(1500);
    expect(stopAfterKey(stops, 550, 'PageDown')).toBe(100);
    expect(stopAfterKey(stops, 5_000, 'ArrowLeft')).toBe(3000);
    expect(stopAfterKey(stops, 5_000, 'PageUp')).toBe(3000);
  });
});
