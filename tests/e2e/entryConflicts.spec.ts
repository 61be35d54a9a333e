import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createdRecord, sharedTestServer, type TestServer } from '../support/index.js';
import { assign, newFaculty } from '../support/assignments.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
  uniqueName,
} from '../support/planning.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Issue 20 item 5: conflicts are said at entry. Saving a meeting in a room another section's meeting
 * takes at an overlapping time, or at a time one of the section's instructors teaches elsewhere, and
 * assigning an instructor whose meetings overlap the section's, answer 409 with warnings naming the other
 * meeting; nothing is recorded until the same request comes again with ?confirm=true.
 */
let app: TestServer;
let p: Planning;
let room: Row;

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

// a room of each test's own
beforeEach(async () => {
  room = await createdRecord(p.ops, 'locations', { code: uniqueName('RM').replace(/\s/g, '') });
});

const mondayTen = { days: ['MO', 'WE'], startTime: '10:00', endTime: '10:50', frequency: 'weekly' };

/** A section of a new course with its meeting (`meeting` false: none). */
async function sectionMeeting(meeting: object | false = { ...mondayTen, LocationId: room.id }) {
  const { course, offering } = await newOffering(p);
  const section = await newSection(p, offering);
  const saved = meeting
    ? await createdRecord(p.ops, 'meetings', { SectionId: section.id, ...meeting })
    : undefined;
  return { course, section, meeting: saved, label: `${course.courseNumber}-${section.sectionNumber}` };
}

describe('a meeting saved in a room already taken', () => {
  it('answers 409 naming the other meeting, records nothing, and saves once confirmed', async () => {
    const first = await sectionMeeting();
    const second = await sectionMeeting(false);
    const body = {
      SectionId: second.section.id,
      frequency: 'weekly',
      days: ['MO'],
      startTime: '10:30',
      endTime: '11:20',
      LocationId: room.id,
    };

    const before = await eventCount(app);
    const held = await p.ops.post('/api/meetings', body);
    expect(held.status, JSON.stringify(held.body)).toBe(409);
    expect(held.body.warnings).toEqual([
      { kind: 'roomConflict', message: `${first.label} meets in ${room.code} Mon 10:00 AM–10:50 AM.` },
    ]);
    expect(await eventCount(app)).toBe(before);

    const confirmed = await p.ops.post('/api/meetings?confirm=true', body);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body).toMatchObject({ SectionId: second.section.id, LocationId: room.id });
  });

  it('warns on a move into the room, not on a change of the description alone', async () => {
    const first = await sectionMeeting();
    const other = expectOk(
      await p.ops.post('/api/locations', { code: uniqueName('RX').replace(/\s/g, '') }),
      'room',
    );
    const second = await sectionMeeting({ ...mondayTen, LocationId: other.id });

    const { version } = second.meeting!;
    const moved = await p.ops.put(`/api/meetings/${second.meeting!.id}`, { LocationId: room.id, version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.warnings[0].message).toBe(
      `${first.label} meets in ${room.code} Mon/Wed 10:00 AM–10:50 AM.`,
    );
    const confirmed = await p.ops.put(`/api/meetings/${second.meeting!.id}?confirm=true`, {
      LocationId: room.id,
      version,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const described = await p.ops.put(`/api/meetings/${second.meeting!.id}`, {
      description: 'Shared on purpose',
      version: confirmed.body.version,
    });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
  });

  it('does not warn for touching times, another day, or a meeting without a room', async () => {
    await sectionMeeting();
    for (const meeting of [
      { ...mondayTen, startTime: '10:50', endTime: '11:40', LocationId: room.id },
      { ...mondayTen, days: ['TU', 'TH'], LocationId: room.id },
      { ...mondayTen },
    ]) {
      const { section } = await sectionMeeting(false);
      const saved = await p.ops.post('/api/meetings', { SectionId: section.id, ...meeting });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
  });

  it('refuses bad input with 400 before it warns of anything', async () => {
    await sectionMeeting();
    const { section } = await sectionMeeting(false);
    const base = { SectionId: section.id, ...mondayTen, LocationId: room.id };
    const before = await eventCount(app);
    for (const [body, field] of [
      [{ ...base, endTime: '09:00' }, 'endTime'],
      [{ ...base, startTime: '25:00' }, 'startTime'],
      [{ ...base, LocationId: 'not-a-uuid' }, 'LocationId'],
      [{ ...base, LocationId: '0190a000-0000-7000-8000-00000000dead' }, 'LocationId'],
      [{ ...base, days: ['XX'] }, 'days'],
    ] as const) {
      const refused = await p.ops.post('/api/meetings', body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.warnings).toBeUndefined();
      expect(refused.body.errors[field], JSON.stringify(refused.body)).toBeTruthy();
    }
    expect((await p.ops.put('/api/meetings/not-an-id', { description: 'x', version: 1 })).status).toBe(404);
    expect(await eventCount(app)).toBe(before);
  });
});

describe("an instructor's meetings at the same time", () => {
  it('warns when the instructor is assigned, naming the other section and its meeting', async () => {
    const { user } = await newFaculty(app, p, { pointsRequired: 40 });
    const taught = await sectionMeeting({ ...mondayTen, startTime: '14:00', endTime: '14:50' });
    await assign(p, taught.section.id, user.id, { points: 1 });
    const next = await sectionMeeting({
      days: ['WE'],
      startTime: '14:30',
      endTime: '15:20',
      frequency: 'weekly',
    });

    const held = await p.ops.post('/api/teachingAssignments', {
      SectionId: next.section.id,
      UserId: user.id,
      points: 1,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(409);
    expect(held.body.warnings).toEqual([
      {
        kind: 'timeConflict',
        message: expect.stringContaining(
          `already teaches at this time: ${taught.label} (Mon/Wed 2:00 PM–2:50 PM)`,
        ),
      },
    ]);
    const confirmed = await p.ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: next.section.id,
      UserId: user.id,
      points: 1,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
  });

  it("warns when a meeting is saved at a time the section's instructor teaches elsewhere", async () => {
    const { user } = await newFaculty(app, p, { pointsRequired: 40 });
    const taught = await sectionMeeting({
      days: ['FR'],
      startTime: '08:00',
      endTime: '09:15',
      frequency: 'weekly',
    });
    const next = await sectionMeeting(false);
    await assign(p, taught.section.id, user.id, { points: 1 });
    await assign(p, next.section.id, user.id, { points: 1 });

    const body = {
      SectionId: next.section.id,
      days: ['FR'],
      startTime: '09:00',
      endTime: '09:50',
      frequency: 'weekly',
    };
    const held = await p.ops.post('/api/meetings', body);
    expect(held.status, JSON.stringify(held.body)).toBe(409);
    expect(held.body.warnings).toEqual([
      {
        kind: 'timeConflict',
        message: expect.stringMatching(new RegExp(`also teaches ${taught.label} Fri 8:00 AM–9:15 AM\\.$`)),
      },
    ]);
    expect((await p.ops.post('/api/meetings?confirm=true', body)).status).toBe(201);
  });
});
