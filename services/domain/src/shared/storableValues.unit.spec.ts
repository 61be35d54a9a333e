import { describe, expect, it } from 'vitest';
import {
  int32,
  isCalendarDate,
  isoDate,
  isStorableTimestamp,
  safeText,
  unstorableTextReason,
} from './storableValues.js';

describe('values a read model can store', () => {
  it('dates: real calendar days from 1900 to 2999 only', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2999-12-31'])
      expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '0000-01-01',
      '2024-02-31',
      '2023-02-29',
      '1899-12-31',
      '3000-01-01',
      '2024-13-01',
      '2024-1-1',
      '1',
    ])
      expect(isCalendarDate(date), date).toBe(false);
    expect(isoDate().safeParse('0000-01-01').success).toBe(false);
  });

  it('timestamps: with an offset, a real day and a real time', () => {
    expect(isStorableTimestamp('2024-02-29T23:59:59.123Z')).toBe(true);
    expect(isStorableTimestamp('2024-02-29T10:00:00+05:30')).toBe(true);
    for (const text of [
      '1',
      '2024-02-30T10:00:00Z',
      '2024-01-01T24:00:00Z',
      '0000-01-01T00:00:00Z',
      '2024-01-01T10:00:00',
    ])
      expect(isStorableTimestamp(text), text).toBe(false);
  });

  it('text: no NUL, no lone surrogate; a surrogate pair is fine', () => {
    expect(unstorableTextReason('a\u0000b')).toMatch(/NUL/);
    expect(unstorableTextReason('\ud800x')).toMatch(/surrogate/);
    expect(unstorableTextReason('x\udc00')).toMatch(/surrogate/);
    expect(unstorableTextReason('smile \ud83d\ude00')).toBeUndefined();
    const parsed = safeText(10).safeParse('a\u0000');
    expect(parsed.success ? undefined : parsed.error.issues[0]!.message).toBe(
      'Must not contain a NUL character',
    );
  });

  it('int32: within the column, whatever the field allows', () => {
    expect(int32().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int32().safeParse(2 ** 31).success).toBe(false);
    expect(int32(0, 10 ** 12).safeParse(2 ** 31).success).toBe(false);
    expect(int32().safeParse(1.5).success).toBe(false);
  });
});
