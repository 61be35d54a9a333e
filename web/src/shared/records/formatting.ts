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

export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

export const decimalOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** 'academicOpsAdmin' -> 'Academic Ops Admin' */
export const humanize = (value: string) =>
  value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
