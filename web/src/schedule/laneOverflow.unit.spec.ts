import { describe, expect, it } from 'vitest';
import { capLanes, clockOf } from './laneOverflow';
import type { ScheduleMeeting } from './scheduleTypes';
import { placementsOf } from './weekLayout';

const meeting = (id: string, startTime: string, endTime: string) =>
  ({ id, days: ['MO'], startTime, endTime, conflicts: [] }) as unknown as ScheduleMeeting;

const monday = (...meetings: ScheduleMeeting[]) => placementsOf(meetings, 'MO');

describe('capLanes', () => {
  it('leaves a group that fits untouched', () => {
    const day = monday(
      meeting('a', '09:00', '10:00'),
      meeting('b', '09:00', '10:00'),
      meeting('c', '09:30', '10:30'),
    );
    expect(capLanes(day, 3)).toEqual({ placements: day, more: [] });
  });

  it('keeps the first lanes of a group that needs more and puts the rest in a "+N more" in the last lane', () => {
    const day = monday(
      meeting('a', '09:00', '12:00'),
      meeting('b', '09:00', '10:00'),
      meeting('c', '09:00', '10:00'),
      meeting('d', '09:30', '10:30'),
      meeting('e', '10:00', '11:00'),
      meeting('f', '11:30', '12:30'),
      meeting('g', '14:00', '15:00'),
    );
    // lanes by start, shortest first: b 0, c 1, a 2, d 3, e 0, f 0; g alone
    const { placements, more } = capLanes(day, 3);
    expect(placements.map((p) => [p.meeting.id, p.lane, p.lanes])).toEqual([
      ['b', 0, 3],
      ['c', 1, 3],
      ['e', 0, 3],
      ['f', 0, 3],
      ['g', 0, 1],
    ]);
    // a and d overlap: one block over both, 09:00 to 12:00
    expect(more.map((block) => [block.placements.map((p) => p.meeting.id), block.start, block.end])).toEqual([
      [['a', 'd'], 9 * 60, 12 * 60],
    ]);
    expect(more[0]).toMatchObject({ day: 'MO', lane: 2, lanes: 3 });
  });

  it('gives hidden meetings that do not overlap blocks of their own', () => {
    const at = (id: string, hour: string) => meeting(id, `${hour}:00`, `${Number(hour) + 1}:00`);
    const day = monday(
      meeting('long', '08:00', '13:00'),
      ...['w', 'x', 'y', 'z'].map((id) => at(id, '09')),
      ...['p', 'q', 'r', 's'].map((id) => at(id, '11')),
    );
    const { placements, more } = capLanes(day, 3);
    expect(placements.map((p) => p.meeting.id)).toEqual(['long', 'w', 'p']);
    expect(more.map((block) => block.placements.map((p) => p.meeting.id))).toEqual([
      ['x', 'y', 'z'],
      ['q', 'r', 's'],
    ]);
    expect(more.map((block) => [clockOf(block.start), clockOf(block.end)])).toEqual([
      ['09:00', '10:00'],
      ['11:00', '12:00'],
    ]);
  });
});
