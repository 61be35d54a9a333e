/** en-US everywhere (spec §9). */
export const locale = 'en-US';

/** Date-only values ('2026-08-01') are calendar dates: formatted in UTC so no time zone shifts the day. */
export const dateOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

export const formatDate = (value: string) => new Date(value).toLocaleDateString(locale, dateOptions);

/** A moment (a sign-in, a revocation), in the reader's time zone: "Nov 22, 2026, 3:04 PM". */
export const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString(locale, dateTimeOptions);

/** A moment to the second, where changes come seconds apart: "Nov 26, 2026, 6:23:08 AM". */
export const formatDateTimeSeconds = (value: string | Date) =>
  new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });

/** A moment in words, for a tooltip or a screen reader: "Thursday, November 26, 2026 at 6:23:08 AM". */
export const formatDateTimeInWords = (value: string | Date) =>
  new Date(value).toLocaleString(locale, { dateStyle: 'full', timeStyle: 'medium' });

/** A time of day ('14:05', as the API keeps it) as en-US writes it, the way a time input shows it: "2:05 PM". */
const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? timeFormat.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))) : value;
}

/** From one time of day to another: "9:30 AM–10:45 AM". */
export const formatTimeRange = (start: string, end: string) => `${formatTime(start)}–${formatTime(end)}`;

export const decimalOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

const numberFormat = new Intl.NumberFormat(locale, decimalOptions);

/** A count or a number of points as US English writes it: 1,234.5 */
export const formatNumber = (value: number) => numberFormat.format(value);

/** 'academicOpsAdmin' -> 'Academic Ops Admin' */
export const humanize = (value: string) =>
  value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
