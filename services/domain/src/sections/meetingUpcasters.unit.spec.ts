import { upcast } from '@tams/event-store';
import { describe, expect, it } from 'vitest';
import { eventUpcasters } from '../eventUpcasters.js';
import { parseRecordInput } from '../shared/inputSchema.js';
import { ValidationError } from '../shared/errors.js';
import { meetings } from './meeting.js';
import { exceptionDatesOf } from './meetingUpcasters.js';

const read = (type: string, data: unknown) => upcast(eventUpcasters, type, 1, data, {}).data;
const id = '0190a000-0000-7000-8000-000000000201';

describe('meeting exception dates', () => {
  it('reads the old comma-separated text as a sorted list', () => {
    expect(exceptionDatesOf(' 2026-12-24,2026-10-12 2026-10-12')).toEqual(['2026-10-12', '2026-12-24']);
    expect(exceptionDatesOf('')).toEqual([]);
    expect(exceptionDatesOf(null)).toEqual([]);
    expect(exceptionDatesOf(undefined)).toEqual([]);
  });
  it('leaves a list as it is, sorted', () =>
    expect(exceptionDatesOf(['2026-12-24', '2026-10-12'])).toEqual(['2026-10-12', '2026-12-24']));
});

describe('meeting events as they read now', () => {
  it('upcasts a created meeting with the old text to a list', () =>
    expect(read('MeetingCreated', { id, exceptions: '2026-11-26, 2026-11-25' })).toEqual({
      id,
      exceptions: ['2026-11-25', '2026-11-26'],
    }));
  it('gives a created meeting without exceptions an empty list', () => {
    expect(read('MeetingCreated', { id, exceptions: null })).toEqual({ id, exceptions: [] });
    expect(read('MeetingCreated', { id })).toEqual({ id, exceptions: [] });
  });
  it('upcasts the exceptions of an update, and only when it changed them', () => {
    expect(read('MeetingUpdated', { id, changes: { exceptions: '2026-11-25' } })).toEqual({
      id,
      changes: { exceptions: ['2026-11-25'] },
    });
    expect(read('MeetingUpdated', { id, changes: { startTime: '09:00' } })).toEqual({
      id,
      changes: { startTime: '09:00' },
    });
  });
  it('leaves a meeting event already holding a list unchanged', () =>
    expect(read('MeetingCreated', { id, exceptions: ['2026-11-25'] })).toEqual({
      id,
      exceptions: ['2026-11-25'],
    }));
});

describe('meeting exceptions as input', () => {
  const parse = (exceptions: unknown) =>
    parseRecordInput(meetings.fields, { exceptions }, 'update', { readOnlyKeys: new Set() });
  it('takes a list of dates, sorted and without repeats', () =>
    expect(parse(['2026-12-24', '2026-10-12', '2026-12-24'])).toEqual({
      exceptions: ['2026-10-12', '2026-12-24'],
    }));
  it('takes null as no exceptions', () => expect(parse(null)).toEqual({ exceptions: [] }));
  it('refuses a date that does not exist, naming the field and the date', () => {
    expect(() => parse(['2026-02-30'])).toThrow(ValidationError);
    try {
      parse(['2026-11-25', '2026-02-30']);
    } catch (error) {
      expect((error as ValidationError).fieldErrors.exceptions).toMatch(/2026-02-30/);
    }
  });
  it('refuses the old comma-separated text', () => {
    try {
      parse('2026-11-25, 2026-11-26');
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fieldErrors.exceptions).toMatch(/list of dates/);
    }
  });
});
