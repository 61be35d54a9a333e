import { describe, expect, it } from 'vitest';
import { clockText, meetingDates, meetingsOverlap, meetingTimeText } from './meetingOverlap.js';

const monWed = { days: ['MO', 'WE'], startTime: '10:00', endTime: '10:50' };

describe('meetingsOverlap', () => {
  it('is true on a shared day at an overlapping time', () =>
    expect(meetingsOverlap(monWed, { days: ['WE'], startTime: '10:45', endTime: '11:00' })).toBe(true));
  it('is false for touching times', () =>
    expect(meetingsOverlap(monWed, { days: ['MO'], startTime: '10:50', endTime: '11:40' })).toBe(false));
  it('is false without a shared day', () =>
    expect(meetingsOverlap(monWed, { days: ['TU', 'TH'], startTime: '10:00', endTime: '10:50' })).toBe(
      false,
    ));
  it('is false when the date ranges do not meet, true when either is open', () => {
    const fall = { ...monWed, firstDate: '2026-08-24', lastDate: '2026-12-11' };
    expect(meetingsOverlap(fall, { ...monWed, firstDate: '2027-01-11', lastDate: '2027-05-01' })).toBe(false);
    expect(meetingsOverlap(fall, { ...monWed, firstDate: '2026-12-11', lastDate: null })).toBe(true);
  });
});

describe('meetingDates', () => {
  it("runs from the term's start to `until` when that is earlier, else to the term's end", () => {
    const term = { startDate: '2026-08-24', endDate: '2026-12-11' };
    expect(meetingDates({ until: '2026-10-01' }, term)).toEqual({
      firstDate: '2026-08-24',
      lastDate: '2026-10-01',
    });
    expect(meetingDates({ until: '2027-01-01' }, term)).toEqual({
      firstDate: '2026-08-24',
      lastDate: '2026-12-11',
    });
    expect(meetingDates({}, null)).toEqual({ firstDate: null, lastDate: null });
  });
});

describe('meeting text', () => {
  it('says times on a 12-hour clock and days by name', () => {
    expect(clockText('00:05')).toBe('12:05 AM');
    expect(clockText('12:00')).toBe('12:00 PM');
    expect(meetingTimeText({ ...monWed, endTime: '13:15' })).toBe('Mon/Wed 10:00 AM–1:15 PM');
  });
});
