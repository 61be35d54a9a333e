import { describe, expect, it } from 'vitest';
import { meetings } from '../sections/meeting.js';
import { courses } from '../courses/course.js';
import { cellValue, meetingDaysOf } from './sisCells.js';

const meeting = (field: keyof typeof meetings.fields, text: string) =>
  cellValue(meetings.fields[field], field, text);

describe('a cell of a registrar file', () => {
  it('reads days as registrars write them, in the week order', () => {
    expect(meetingDaysOf('MWF')).toEqual({ value: ['MO', 'WE', 'FR'] });
    expect(meetingDaysOf('TR')).toEqual({ value: ['TU', 'TH'] });
    expect(meetingDaysOf('Fri, Mon')).toEqual({ value: ['MO', 'FR'] });
    expect(meetingDaysOf('TU TH SA')).toEqual({ value: ['TU', 'TH', 'SA'] });
    expect(meetingDaysOf('MO xyz')).toEqual({ error: expect.stringContaining('"xyz" is none') });
  });

  it('reads times as HH:MM on the 24-hour clock, leaving what is no time for the meeting rules', () => {
    expect(meeting('startTime', '9:05')).toEqual({ value: '09:05' });
    expect(meeting('startTime', '2:15 PM')).toEqual({ value: '14:15' });
    expect(meeting('startTime', '12:00 am')).toEqual({ value: '00:00' });
    expect(meeting('startTime', '0.6875')).toEqual({ value: '16:30' });
    expect(meeting('startTime', 'noon')).toEqual({ value: 'noon' });
  });

  it('reads numbers, yes/no, dates and lists, refusing what is none', () => {
    const { fields } = courses;
    expect(cellValue(fields.sectionMaxStudents, 'sectionMaxStudents', '1,200')).toEqual({ value: 1200 });
    expect(cellValue(fields.unitsMax, 'unitsMax', '3.5')).toEqual({ value: 3.5 });
    expect(cellValue(fields.unitsMax, 'unitsMax', 'lots')).toEqual({ error: 'Must be a number' });
    expect(cellValue(fields.isActive, 'isActive', 'Y')).toEqual({ value: true });
    expect(cellValue(fields.isActive, 'isActive', 'maybe')).toEqual({ error: 'Must be yes or no' });
    expect(meeting('until', '9/1/2026')).toEqual({ value: '2026-09-01' });
    expect(meeting('exceptions', '2026-10-12; 2026-11-26')).toEqual({ value: ['2026-10-12', '2026-11-26'] });
    expect(meeting('exceptions', '2026-02-31')).toEqual({ error: expect.stringContaining('2026-02-31') });
    expect(meeting('frequency', 'Weekly')).toEqual({ value: 'weekly' });
  });
});
