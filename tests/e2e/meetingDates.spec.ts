import { PostgresEventStore } from '@tams/event-store';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestServer, type TestServer } from '../support/index.js';
import { newOffering, newSection, type Planning, type Row, setUpPlanning } from '../support/planning.js';
import { eventCount } from '../support/userTestHelpers.js';

/**
 * Issue 20 item 13: a meeting's exceptions are a list of dates (spec §3 Meeting), sent and kept as an
 * array of 'YYYY-MM-DD'; a date that does not exist is refused on the field; meetings logged before, with
 * the exceptions as one comma-separated text, still read back as the list (upcast on read).
 */
let app: TestServer;
let p: Planning;

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

const meetingBody = (SectionId: string, values: object = {}) => ({
  SectionId,
  days: ['MO', 'WE'],
  startTime: '09:30',
  endTime: '10:45',
  frequency: 'weekly',
  ...values,
});
const meetingOf = async (sectionId: string) =>
  (await p.ops.get(`/api/sections/${sectionId}`)).body.Meeting as Row | null;

describe('meeting exceptions', () => {
  it('are sent and read back as a sorted list of dates', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const created = await p.ops.post(
      '/api/meetings',
      meetingBody(section.id, { until: '2026-12-10', exceptions: ['2026-11-26', '2026-11-25'] }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.exceptions).toEqual(['2026-11-25', '2026-11-26']);
    expect(await meetingOf(section.id)).toMatchObject({ exceptions: ['2026-11-25', '2026-11-26'] });

    const edited = await p.ops.put(`/api/meetings/${created.body.id}`, {
      exceptions: ['2026-12-24'],
      version: created.body.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await meetingOf(section.id))!.exceptions).toEqual(['2026-12-24']);

    const cleared = await p.ops.put(`/api/meetings/${created.body.id}`, {
      exceptions: null,
      version: edited.body.version,
    });
    expect(cleared.status).toBe(200);
    expect((await meetingOf(section.id))!.exceptions).toEqual([]);
  });

  it('refuses a date that does not exist and the old comma-separated text, naming the field, appending nothing', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const before = await eventCount(app);
    const badDate = await p.ops.post(
      '/api/meetings',
      meetingBody(section.id, { exceptions: ['2026-11-25', '2026-02-30'] }),
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.exceptions).toMatch(/2026-02-30/);
    expect(badDate.body.errors.exceptions).not.toMatch(/2026-11-25/);
    const text = await p.ops.post('/api/meetings', meetingBody(section.id, { exceptions: '2026-11-25' }));
    expect(text.status).toBe(400);
    expect(text.body.errors.exceptions).toMatch(/list of dates/);
    const badUntil = await p.ops.post('/api/meetings', meetingBody(section.id, { until: '11/25/2026' }));
    expect(badUntil.status).toBe(400);
    expect(badUntil.body.errors.until).toMatch(/YYYY-MM-DD/);
    expect((await eventCount(app)) - before).toBe(0);
    expect(await meetingOf(section.id)).toBeNull();
  });

  it('read a meeting logged with the old comma-separated text back as a list, and edit it', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering);
    const streamId = `section-${section.id}`;
    const store = new PostgresEventStore({ pool: app.database.pool });
    const { version } = await store.readStream(streamId);
    const id = randomUUID();
    // as the app wrote meetings before the exceptions were a list
    await store.appendToStream(
      streamId,
      [
        {
          type: 'MeetingCreated',
          data: { id, ...meetingBody(section.id), occurrence: null, until: null, description: null },
        },
        {
          type: 'MeetingUpdated',
          data: { id, changes: { exceptions: '2026-12-24, 2026-11-25 2026-11-26' } },
        },
      ],
      { expectedVersion: version },
    );
    const meeting = await vi.waitFor(
      async () => {
        const read = await meetingOf(section.id);
        expect(read?.exceptions).toEqual(['2026-11-25', '2026-11-26', '2026-12-24']);
        return read!;
      },
      { timeout: 10_000, interval: 100 },
    );
    // the decider reads the old events the same way: an edit of another field keeps the list
    const moved = await p.ops.put(`/api/meetings/${id}`, { startTime: '08:00', version: meeting.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await meetingOf(section.id)).toMatchObject({
      startTime: '08:00',
      exceptions: ['2026-11-25', '2026-11-26', '2026-12-24'],
    });
  });
});
