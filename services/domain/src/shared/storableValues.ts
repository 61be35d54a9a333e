import { z } from 'zod';

/**
 * What a read model (PostgreSQL) can store, checked before anything is appended. An event holding a value
 * a projection cannot write (a `0000-01-01` date, an int4 overflow, text with NUL) would fail that
 * projection on every retry, so every input path refuses such values here, as a 400 naming the field.
 */

/** Dates and moments in this range: the calendar of a university, and what `date` columns index sanely. */
export const minYear = 1900;
export const maxYear = 2999;
/** An int4 column. */
export const int32Max = 2_147_483_647;
export const int32Min = -2_147_483_648;

// U+0000 is refused by text and jsonb; a lone UTF-16 surrogate is refused by jsonb (the event log)
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or undefined when it can. */
export function unstorableTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain a NUL character';
  if (loneSurrogate.test(text)) return 'Must not contain a lone surrogate';
  return undefined;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 with a time and an offset (Z or ±hh:mm), as JSON dates and the web send them
const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isRealDay = (year: number, month: number, day: number) => {
  if (year < minYear || year > maxYear || month < 1 || month > 12 || day < 1) return false;
  // day 0 of the next month is the last day of this one (UTC: no daylight-saving gaps)
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** A calendar date `YYYY-MM-DD` that exists (no 2024-02-31) within minYear..maxYear. */
export function isCalendarDate(text: string): boolean {
  const match = datePattern.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An ISO 8601 moment with an offset whose date exists, within minYear..maxYear, with a valid time. */
export function isStorableTimestamp(text: string): boolean {
  const match = timestampPattern.exec(text);
  if (!match || !isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  return hours < 24 && minutes < 60 && seconds < 60 && !Number.isNaN(Date.parse(text));
}

export const dateMessage = `Must be a real date (YYYY-MM-DD) between ${minYear} and ${maxYear}`;
export const timestampMessage = `Must be a date and time (ISO 8601 with offset) between ${minYear} and ${maxYear}`;

/** Text a read model can store (no NUL, no lone surrogate); trimmed, at most `max` characters. */
export const safeText = (max: number, error = 'Must be text') =>
  z
    .string({ error })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine((text) => unstorableTextReason(text) === undefined, {
      error: (issue) => unstorableTextReason(issue.input as string) ?? 'Invalid text',
    });

/** A date column's value: see isCalendarDate. */
export const isoDate = () => z.string({ error: dateMessage }).refine(isCalendarDate, { error: dateMessage });

/** A timestamptz column's value: see isStorableTimestamp. */
export const isoTimestamp = () =>
  z.string({ error: timestampMessage }).refine(isStorableTimestamp, { error: timestampMessage });

/** A whole number an int4 column holds, within [min, max] (default: all of int4). */
export const int32 = (min = int32Min, max = int32Max) =>
  z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(Math.max(min, int32Min), { error: `Must be at least ${Math.max(min, int32Min)}` })
    .max(Math.min(max, int32Max), { error: `Must be at most ${Math.min(max, int32Max)}` });
