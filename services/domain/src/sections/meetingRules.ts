import type { FieldErrors } from '../shared/errors.js';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:MM' time, or undefined when it is not one. */
export const minutesOf = (time: unknown): number | undefined => {
  if (typeof time !== 'string' || !timePattern.test(time)) return undefined;
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

export function timeRangeErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const start = minutesOf(values.startTime);
  const end = minutesOf(values.endTime);
  if (start === undefined) errors.startTime = 'Must be a time as HH:MM (24-hour), e.g. 09:30';
  if (end === undefined) errors.endTime = 'Must be a time as HH:MM (24-hour), e.g. 10:45';
  if (start !== undefined && end !== undefined && end <= start) errors.endTime = 'Must be after the start';
  return errors;
}
