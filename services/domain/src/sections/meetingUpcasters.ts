import type { UpcasterRegistry } from '@tams/event-store';
import { eventTypesOf } from '../shared/resource.js';
import { meetings } from './meeting.js';

/**
 * A meeting's exception dates as a sorted list without repeats, from either shape its events have held
 * them in: a list of 'YYYY-MM-DD' (now), or one text of dates separated by commas or spaces (before).
 * Nothing (null, missing, an empty text) is an empty list.
 */
export function exceptionDatesOf(value: unknown): string[] {
  const dates = Array.isArray(value)
    ? value.filter((date): date is string => typeof date === 'string')
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  return [...new Set(dates.map((date) => date.trim()).filter(Boolean))].sort();
}

type MeetingData = { changes?: Record<string, unknown> } & Record<string, unknown>;

const withDateList = (values: Record<string, unknown>) => ({
  ...values,
  exceptions: exceptionDatesOf(values.exceptions),
});

/**
 * Meeting events as they read now (DESIGN §3: stored events are never edited). Schema version 1 kept the
 * exceptions as one comma-separated text. Events appended since still carry version 1 (the record decider
 * stamps none), so each step leaves a list as it is.
 */
export const meetingUpcasters: UpcasterRegistry = {
  [eventTypesOf(meetings).created]: { 1: (data) => withDateList(data as MeetingData) },
  [eventTypesOf(meetings).updated]: {
    1: (data) => {
      const { changes } = data as MeetingData;
      return changes && 'exceptions' in changes
        ? { ...(data as MeetingData), changes: withDateList(changes) }
        : data;
    },
  },
};
