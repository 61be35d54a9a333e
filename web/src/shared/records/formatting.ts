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

export const decimalOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

const numberFormat = new Intl.NumberFormat(locale, decimalOptions);

/** A count or a number of points as US English writes it: 1,234.5 */
export const formatNumber = (value: number) => numberFormat.format(value);

/** 'academicOpsAdmin' -> 'Academic Ops Admin' */
export const humanize = (value: string) =>
  value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
