import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeInWords,
  formatDateTimeSeconds,
  formatTime,
  formatTimeRange,
} from './formatting';

describe('en-US dates and times (spec §1)', () => {
  it('writes a calendar date with the month in short, on the day it names in any time zone', () => {
    expect(formatDate('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });
  it('writes a moment as date and 12-hour time', () =>
    expect(formatDateTime(new Date(2026, 10, 25, 15, 4))).toBe('Nov 25, 2026, 3:04 PM'));
  it('writes a moment to the second, and in words, in the same style', () => {
    const moment = new Date(2026, 10, 26, 6, 23, 8);
    expect(formatDateTimeSeconds(moment)).toBe('Nov 26, 2026, 6:23:08 AM');
    expect(formatDateTimeInWords(moment)).toBe('Thursday, November 26, 2026 at 6:23:08 AM');
  });
  it('writes a time of day in 12-hour style', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });
  it('leaves what is not a time as it is', () => expect(formatTime('soon')).toBe('soon'));
  it('writes a range of times', () => expect(formatTimeRange('09:30', '10:45')).toBe('9:30 AM–10:45 AM'));
});
