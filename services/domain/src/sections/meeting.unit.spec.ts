import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { meetings } from './meeting.js';
import { minutesOf } from './meetingRules.js';
import { sections } from './section.js';

const spec = deciderSpec(recordStreamDecider(sections, [meetings]));
const sectionId = '0190a000-0000-7000-8000-0000000000b1';
const meetingId = (n: number) => `0190a000-0000-7000-8000-00000000020${n}`;
const SectionCreated = {
  type: 'SectionCreated',
  data: {
    id: sectionId,
    CourseOfferingId: '0190a000-0000-7000-8000-0000000000a1',
    name: 'Calculus I',
    points: 3,
  },
};
const meetingValues = {
  SectionId: sectionId,
  days: ['MO', 'WE'],
  startTime: '09:30',
  endTime: '10:45',
  frequency: 'weekly',
  occurrence: null,
  until: null,
  exceptions: [],
  description: null,
  LocationId: null,
};
const schedule = (n: number, values: Record<string, unknown> = {}) => ({
  type: 'CreateRecord' as const,
  resource: 'meetings',
  id: meetingId(n),
  values: { ...meetingValues, ...values },
});
const MeetingCreated = (n: number) => ({
  type: 'MeetingCreated',
  data: { id: meetingId(n), ...meetingValues },
});
const refusedOn = (field: string, pattern: RegExp) => (error: ValidationError) =>
  pattern.test(error.fieldErrors[field] ?? '');

describe('Meeting', () => {
  describe('when the section has no meeting', () => {
    const given = spec.given([SectionCreated]);
    it('is scheduled', () => given.when(schedule(1)).then([MeetingCreated(1)]));
    it('refuses an end before the start', () =>
      given
        .when(schedule(1, { startTime: '11:00', endTime: '10:00' }))
        .thenThrows(ValidationError, refusedOn('endTime', /after the start/)));
    it('refuses an end equal to the start', () =>
      given
        .when(schedule(1, { endTime: '09:30' }))
        .thenThrows(ValidationError, refusedOn('endTime', /after the start/)));
    it('refuses times that are not HH:MM', () =>
      given
        .when(schedule(1, { startTime: '9:30', endTime: '25:00' }))
        .thenThrows(
          ValidationError,
          (error) => /HH:MM/.test(error.fieldErrors.startTime!) && /HH:MM/.test(error.fieldErrors.endTime!),
        ));
    it('refuses no days', () =>
      given
        .when(schedule(1, { days: [] }))
        .thenThrows(ValidationError, refusedOn('days', /at least one day/)));
    it('takes exception dates as a list', () =>
      given.when(schedule(1, { exceptions: ['2026-10-12', '2026-11-26'] })).then([
        {
          type: 'MeetingCreated',
          data: { id: meetingId(1), ...meetingValues, exceptions: ['2026-10-12', '2026-11-26'] },
        },
      ]));
  });

  describe('when the section has a meeting', () => {
    const given = spec.given([SectionCreated, MeetingCreated(1)]);
    it('refuses a second one', () =>
      given.when(schedule(2)).thenThrows(ValidationError, refusedOn('SectionId', /already has a meeting/)));
    it('moves the meeting', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'meetings',
          id: meetingId(1),
          values: { startTime: '08:00' },
        })
        .then([{ type: 'MeetingUpdated', data: { id: meetingId(1), changes: { startTime: '08:00' } } }]));
    it('refuses a move that ends before it starts', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'meetings',
          id: meetingId(1),
          values: { startTime: '11:00' },
        })
        .thenThrows(ValidationError, refusedOn('endTime', /after the start/)));
    it('is deleted with its section', () =>
      given.when({ type: 'DeleteRecord', resource: 'sections', id: sectionId }).then([
        { type: 'MeetingDeleted', data: { id: meetingId(1) } },
        { type: 'SectionDeleted', data: { id: sectionId } },
      ]));
    it('can be scheduled again once deleted', () =>
      spec
        .given([SectionCreated, MeetingCreated(1), { type: 'MeetingDeleted', data: { id: meetingId(1) } }])
        .when(schedule(2))
        .then([MeetingCreated(2)]));
  });
});

describe('meeting times and dates', () => {
  it('reads HH:MM as minutes after midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeUndefined();
    expect(minutesOf(930)).toBeUndefined();
  });
});
