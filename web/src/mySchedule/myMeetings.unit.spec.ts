import { describe, expect, it } from 'vitest';
import type { MySchedule } from '../myWorkload/myPageTypes';
import { firstTermWithMeetings, toScheduleMeetings } from './myMeetings';

const schedule: MySchedule = {
  terms: [
    { id: 'fall', name: 'Fall' },
    { id: 'spring', name: 'Spring' },
  ],
  meetings: [
    {
      id: 'm1',
      SectionId: 's1',
      sectionNumber: '001',
      sectionName: 'Algebra',
      courseNumber: 'MATH 101',
      AcademicTermId: 'spring',
      days: ['MO', 'WE'],
      startTime: '09:00',
      endTime: '10:15',
      frequency: 'weekly',
      locationCode: 'B12',
      locationDescription: null,
    },
  ],
};

describe('my meetings', () => {
  it('draws each meeting with its term name, the caller as instructor and no room conflicts', () => {
    const [meeting] = toScheduleMeetings(schedule, { id: 'me', name: 'Ada' });
    expect(meeting).toMatchObject({
      id: 'm1',
      termName: 'Spring',
      days: ['MO', 'WE'],
      instructors: [{ id: 'me', name: 'Ada' }],
      conflicts: [],
    });
  });

  it('opens on the first term with a meeting, else the first term', () => {
    expect(firstTermWithMeetings(schedule)).toBe('spring');
    expect(firstTermWithMeetings({ ...schedule, meetings: [] })).toBe('fall');
    expect(firstTermWithMeetings({ terms: [], meetings: [] })).toBeUndefined();
  });
});
