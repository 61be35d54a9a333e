import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { UnconfirmedWarningsError, ValidationError } from '../shared/errors.js';
import { type SaveMeeting, meetingDecider } from './meetingCommands.js';
import type { BookedMeeting, MeetingFacts } from './meetingConflicts.js';

const spec = deciderSpec(meetingDecider);

const sectionId = '0190a000-0000-7000-8000-0000000000c1';
const otherSectionId = '0190a000-0000-7000-8000-0000000000c2';
const meetingId = '0190a000-0000-7000-8000-0000000000m1'.replace('m', '0');
const room = '0190a000-0000-7000-8000-0000000000a1';
const otherRoom = '0190a000-0000-7000-8000-0000000000a2';
const SectionCreated = { type: 'SectionCreated', data: { id: sectionId, name: 'Calculus I', points: 3 } };
const meeting = {
  SectionId: sectionId,
  days: ['MO', 'WE'],
  startTime: '10:00',
  endTime: '10:50',
  frequency: 'weekly',
  LocationId: room,
};
const MeetingCreated = { type: 'MeetingCreated', data: { id: meetingId, ...meeting } };
const fall = { startDate: '2026-08-24', endDate: '2026-12-11' };
const booked: BookedMeeting = {
  SectionId: otherSectionId,
  courseNumber: 'MATH 495',
  sectionNumber: '001',
  LocationId: room,
  locationCode: 'SCI 101',
  days: ['MO', 'FR'],
  startTime: '10:30',
  endTime: '11:20',
  firstDate: fall.startDate,
  lastDate: fall.endDate,
};
const facts = (more: Partial<MeetingFacts> = {}): MeetingFacts => ({
  term: fall,
  roomBookings: [],
  instructorMeetings: [],
  ...more,
});
const AddMeeting = (more: Partial<SaveMeeting> = {}): SaveMeeting => ({
  type: 'SaveMeeting',
  id: meetingId,
  record: { type: 'CreateRecord', resource: 'meetings', id: meetingId, values: meeting },
  facts: facts(),
  confirmed: false,
  ...more,
});
const ChangeMeeting = (values: Record<string, unknown>, more: Partial<SaveMeeting> = {}): SaveMeeting =>
  AddMeeting({ record: { type: 'UpdateRecord', resource: 'meetings', id: meetingId, values }, ...more });
const warningsOf =
  (check: (warnings: { kind: string; message: string }[]) => void) => (error: UnconfirmedWarningsError) => {
    check(error.warnings);
    return true;
  };

describe('SaveMeeting', () => {
  const given = spec.given([SectionCreated]);

  it('adds a meeting in a free room', () =>
    given
      .when(AddMeeting({ facts: facts({ roomBookings: [{ ...booked, LocationId: otherRoom }] }) }))
      .then([MeetingCreated]));

  it("asks to confirm a room another section's meeting overlaps, naming it", () =>
    given.when(AddMeeting({ facts: facts({ roomBookings: [booked] }) })).thenThrows(
      UnconfirmedWarningsError,
      warningsOf((warnings) =>
        expect(warnings).toEqual([
          { kind: 'roomConflict', message: 'MATH 495-001 meets in SCI 101 Mon 10:30 AM–11:20 AM.' },
        ]),
      ),
    ));

  it('adds it once confirmed', () =>
    given
      .when(AddMeeting({ facts: facts({ roomBookings: [booked] }), confirmed: true }))
      .then([MeetingCreated]));

  it('does not count touching times, other days or other dates as a conflict', () =>
    given
      .when(
        AddMeeting({
          facts: facts({
            roomBookings: [
              { ...booked, startTime: '10:50', endTime: '11:40' },
              { ...booked, days: ['TU', 'TH'] },
              { ...booked, firstDate: '2027-01-11', lastDate: '2027-05-01' },
            ],
          }),
        }),
      )
      .then([MeetingCreated]));

  it("asks to confirm an instructor's other meeting at the same time", () =>
    given
      .when(
        AddMeeting({
          facts: facts({
            instructorMeetings: [{ ...booked, LocationId: otherRoom, instructorName: 'Ada Lovelace' }],
          }),
        }),
      )
      .thenThrows(
        UnconfirmedWarningsError,
        warningsOf((warnings) =>
          expect(warnings).toEqual([
            {
              kind: 'timeConflict',
              message: 'Ada Lovelace also teaches MATH 495-001 Mon 10:30 AM–11:20 AM.',
            },
          ]),
        ),
      ));

  it('refuses bad input before it asks anything', () =>
    given
      .when(
        AddMeeting({
          record: {
            type: 'CreateRecord',
            resource: 'meetings',
            id: meetingId,
            values: { ...meeting, endTime: '09:00' },
          },
          facts: facts({ roomBookings: [booked] }),
        }),
      )
      .thenThrows(ValidationError));

  describe('when the section has its meeting', () => {
    const given = spec.given([SectionCreated, MeetingCreated]);
    it('asks to confirm a move into a booked room', () =>
      given
        .when(
          ChangeMeeting(
            { LocationId: otherRoom },
            { facts: facts({ roomBookings: [{ ...booked, LocationId: otherRoom }] }) },
          ),
        )
        .thenThrows(UnconfirmedWarningsError));
    it('asks nothing when only the description changes', () =>
      given
        .when(ChangeMeeting({ description: 'Lecture' }, { facts: facts({ roomBookings: [booked] }) }))
        .then([{ type: 'MeetingUpdated', data: { id: meetingId, changes: { description: 'Lecture' } } }]));
    it('ends the meeting at its until date: a booking after it is no conflict', () =>
      given
        .when(
          ChangeMeeting(
            { until: '2026-10-01' },
            {
              facts: facts({
                roomBookings: [{ ...booked, firstDate: '2026-10-15', lastDate: '2026-12-11' }],
              }),
            },
          ),
        )
        .then([{ type: 'MeetingUpdated', data: { id: meetingId, changes: { until: '2026-10-01' } } }]));
  });
});
