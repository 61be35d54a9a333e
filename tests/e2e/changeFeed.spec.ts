import { eventUpcasters } from '@tams/domain';
import { type Checkpoint, PostgresEventStore, type RecordedEvent } from '@tams/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';

/**
 * The change feed (issue 21, DESIGN §15): the log in global order from a position, as far as the caller may
 * read it, resumable after a crash, long-polling for the next event; and nothing the caller may not read.
 */
let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let opsKey: string;
let adminId: string;
let opsId: string;

interface FeedEvent {
  position: Checkpoint;
  type: string;
  streamId: string;
  recordId: string;
  resource: string | null;
  data: Record<string, any>;
  actor: { id: string; name: string | null } | null;
}
interface Page {
  events: FeedEvent[];
  position: Checkpoint;
}
type Get = (path: string) => Promise<{ status: number; body: any }>;

const bearer = (key: string): Get => {
  const client = new ApiClient(app.url);
  return (path) => client.get(path, { authorization: `Bearer ${key}` });
};
const page = async (get: Get, after: string | undefined, limit: number, wait = 0): Promise<Page> => {
  const query = new URLSearchParams({
    limit: String(limit),
    wait: String(wait),
    ...(after ? { after } : {}),
  });
  const answer = await get(`/api/dataServices/changes?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Page;
};
const head = async (get: Get) => (await get('/api/dataServices/position')).body.position as Checkpoint;

/** Everything the feed answers after `after`, page by page. */
async function readToEnd(get: Get, after: Checkpoint | undefined, limit = 1000): Promise<FeedEvent[]> {
  const all: FeedEvent[] = [];
  for (let position = after; ;) {
    const next = await page(get, position, limit);
    all.push(...next.events);
    if (next.position === position) return all;
    position = next.position;
  }
}

/** The log itself, straight from the event store: what the feed is compared against. */
async function logAfter(after: Checkpoint): Promise<RecordedEvent[]> {
  const store = new PostgresEventStore({ pool: app.database.pool, upcasters: eventUpcasters });
  const all: RecordedEvent[] = [];
  for (let position = after; ;) {
    const { events, checkpoint } = await store.readAll(position, 1000);
    if (events.length === 0) return all;
    all.push(...events);
    position = checkpoint;
  }
}

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_change_feed',
    env: { FEATURE_FLAGS: 'dataServicesEnabled,apiEnabled' },
  });
  admin = await new ApiClient(app.url).signIn('admin');
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  adminId = (await admin.get('/api/auth')).body.workingUserId;
  opsId = (await ops.get('/api/auth')).body.workingUserId;
  const issued = await ops.post('/api/apiKeys', { name: 'Change feed follower' });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  opsKey = issued.body.key;
});
afterAll(async () => {
  await app?.stop();
});

describe('following the feed while others write', () => {
  it('a follower killed mid-way resumes from its saved position: every event once, in log order', async () => {
    const start = await head(admin.get);
    let courses = 0;
    const writers = async () => {
      const faculty = await new ApiClient(app.url).signIn('faculty7');
      const opsByKey = bearer(opsKey);
      const course = (client: ApiClient, n: number) =>
        client.post('/api/courses', { courseNumber: `FEED ${n}`, name: `Followed ${n}` });
      await Promise.all([
        ...Array.from({ length: 6 }, async (_, n) => {
          const created = await course(ops, n);
          expect([201, 202]).toContain(created.status);
          courses++;
          if (created.status === 201)
            await ops.put(`/api/courses/${created.body.id}`, {
              name: `Renamed ${n}`,
              version: created.body.version,
            });
        }),
        ...Array.from({ length: 4 }, async (_, n) => {
          const created = await new ApiClient(app.url).post(
            '/api/courses',
            { courseNumber: `FEED KEY ${n}`, name: `By key ${n}` },
            { authorization: `Bearer ${opsKey}` },
          );
          expect([201, 202]).toContain(created.status);
          courses++;
        }),
        admin.post('/api/userSettings', { machineName: 'theme', value: 'dark' }),
        ops.post('/api/userSettings', { machineName: 'theme', value: 'light' }),
        faculty.post('/api/userSettings', { machineName: 'theme', value: 'dark' }),
        admin.post('/api/apiKeys', { name: 'Admin feed key' }),
        opsByKey('/api/auth'),
      ]);
    };

    // the follower's whole state: what it delivered, and the position saved with it (atomically)
    const delivered: FeedEvent[] = [];
    let saved: Checkpoint = start;
    let killed = false;
    const follow = async (until: () => boolean) => {
      while (!until()) {
        const next = await page(admin.get, saved, 3, 1);
        if (killed) return; // killed after reading a page, before delivering it: the page is lost
        delivered.push(...next.events);
        saved = next.position;
      }
    };
    const following = follow(() => killed);
    const writing = writers();
    // kill it mid-way: once it has delivered something while the writers still write
    while (delivered.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await following;
    const deliveredBeforeKill = delivered.length;
    await writing;
    expect(courses).toBe(10);

    // a new follower with only the saved position catches up to the head
    killed = false;
    const end = await head(admin.get);
    await follow(() => saved >= end);
    expect(delivered.length).toBeGreaterThan(deliveredBeforeKill);

    const positions = delivered.map((event) => event.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect([...positions].sort()).toEqual(positions);
    // the log itself, less what admin may not read: other users' own settings
    const log = (await logAfter(start)).filter((event) => event.position <= end);
    const expected = log.filter(
      (event) => event.type !== 'UserSettingCreated' || (event.data as { UserId: string }).UserId === adminId,
    );
    expect(log.length - expected.length).toBe(2); // ops's and faculty7's theme
    expect(delivered.map((event) => `${event.position} ${event.type}`)).toEqual(
      expected.map((event) => `${event.position} ${event.type}`),
    );
    expect(delivered.filter((event) => event.type === 'CourseCreated')).toHaveLength(10);
    const keyed = delivered.find((event) => event.data.courseNumber === 'FEED KEY 0')!;
    expect(keyed).toMatchObject({ resource: 'courses', actor: { id: opsId, name: expect.any(String) } });
    expect(keyed.recordId).toBe(keyed.data.id);
    const renamed = delivered.filter((event) => event.type === 'CourseUpdated');
    for (const event of renamed) expect(event.data.changes?.name ?? event.data.name).toMatch(/^Renamed/);
  });
});

describe('nothing the caller may not read', () => {
  it('keeps what academicOpsAdmin may not read out of their feed (API key), positions moving past it', async () => {
    const log = await logAfter('00000000000000000000:00000000000000000000' as Checkpoint);
    const viaKey = await readToEnd(bearer(opsKey), undefined);
    const asAdmin = await readToEnd(admin.get, undefined);
    const typesIn = (events: { type: string }[]) => new Set(events.map((event) => event.type));
    const logTypes = typesIn(log);
    // in the log (demo data and this file's writes), each kept from one or both
    for (const type of [
      'FinancialDataCreated',
      'SettingCreated',
      'EffortImportStarted',
      'EffortActualsRecorded',
    ])
      expect(logTypes.has(type), type).toBe(true);
    // FinancialData: neither role (financialReportingUser only); EffortActual: needs aemEnabled (off)
    for (const feed of [viaKey, asAdmin]) {
      expect(typesIn(feed).has('FinancialDataCreated')).toBe(false);
      expect(typesIn(feed).has('EffortActualsRecorded')).toBe(false);
    }
    // Configuration (settings) and EffortImport are admin's to read, not academicOpsAdmin's
    expect(typesIn(asAdmin).has('SettingCreated')).toBe(true);
    expect(typesIn(asAdmin).has('EffortImportStarted')).toBe(true);
    expect(typesIn(viaKey).has('SettingCreated')).toBe(false);
    expect(typesIn(viaKey).has('EffortImportStarted')).toBe(false);
    // a user's own settings: each sees their own only
    const settingsOf = (feed: FeedEvent[]) =>
      feed.filter((event) => event.type === 'UserSettingCreated').map((event) => event.data.UserId);
    expect(settingsOf(viaKey)).toEqual([opsId]);
    expect(settingsOf(asAdmin)).toEqual([adminId]);
    // API keys: the events are there, their hashes never are
    const keyEvents = log.filter((event) => event.type === 'ApiKeyCreated');
    expect(keyEvents.length).toBeGreaterThanOrEqual(2);
    expect(
      keyEvents.every((event) => typeof (event.data as { tokenHash?: string }).tokenHash === 'string'),
    ).toBe(true);
    for (const feed of [viaKey, asAdmin]) {
      expect(feed.filter((event) => event.type === 'ApiKeyCreated')).toHaveLength(keyEvents.length);
      expect(JSON.stringify(feed)).not.toMatch(/tokenHash/);
    }
    // each feed is the log in order, less what it left out; and ends where the log ends
    for (const feed of [viaKey, asAdmin]) {
      const inLog = new Set(log.map((event) => event.position));
      expect(feed.every((event) => inLog.has(event.position))).toBe(true);
      expect(feed.map((event) => event.position)).toEqual(feed.map((event) => event.position).sort());
    }
    expect(viaKey.length).toBeLessThan(asAdmin.length);
    // a page of events academicOpsAdmin may not read: none shown, the position past them all
    const financial = log.filter((event) => event.type === 'FinancialDataCreated');
    const before = log[log.indexOf(financial[0]!) - 1]!.position;
    const skipped = await page(bearer(opsKey), before, 1);
    expect(skipped.events.every((event) => event.type !== 'FinancialDataCreated')).toBe(true);
    expect(skipped.position > financial[0]!.position).toBe(true);
  });
});

describe('requests', () => {
  it('long-polls: answers with the event that arrives while it waits', async () => {
    const from = await head(ops.get);
    const waiting = page(ops.get, from, 100, 25);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await ops.post('/api/courses', { courseNumber: 'FEED WAIT', name: 'Awaited' });
    expect([201, 202]).toContain(created.status);
    const answered = await waiting;
    expect(answered.events.length).toBeGreaterThan(0);
    expect(answered.position > from).toBe(true);
    // an event the caller may not read (another user's own setting) does not end the wait, but the
    // answer's position is past it
    const faculty = await new ApiClient(app.url).signIn('faculty8');
    const beforeHidden = await head(ops.get);
    const stillWaiting = page(ops.get, beforeHidden, 100, 3);
    expect((await faculty.post('/api/userSettings', { machineName: 'theme', value: 'dark' })).status).toBe(
      201,
    );
    const hidden = await stillWaiting;
    expect(hidden.events).toEqual([]);
    expect(hidden.position > beforeHidden).toBe(true);
    // with nothing new, a short wait answers no events and the same position
    const quiet = await page(ops.get, await head(ops.get), 10, 0.2);
    expect(quiet.events).toEqual([]);
  });

  it('names as the head every event committed before it, though an older write transaction of the app’s database is open (issue 37)', async () => {
    // an older transaction of the same database with an xid, open across the append and the head read (in
    // the full suite: another writer of the app's database; the head then named a position behind events
    // already committed, and a follower from it was handed them as new)
    const held = await app.database.pool.connect();
    await held.query('begin');
    await held.query('select pg_current_xact_id()');
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await held.query('rollback');
      held.release();
    };
    try {
      // its read models wait on the held transaction too, so the answer comes after the release
      const creating = ops.post('/api/courses', { courseNumber: 'FEED HELD', name: 'Behind an open one' });
      const committed = async () =>
        (
          await app.database.pool.query(
            `select 1 from es_events where event_type = 'CourseCreated' and data->>'courseNumber' = 'FEED HELD'`,
          )
        ).rowCount === 1;
      while (!(await committed())) await new Promise((resolve) => setTimeout(resolve, 20));
      const heading = head(ops.get);
      setTimeout(() => void release(), 300);
      const from = await heading;
      expect([201, 202]).toContain((await creating).status);
      const answered = await page(ops.get, from, 100, 0.5);
      expect(answered.events.map((event) => event.data.courseNumber)).not.toContain('FEED HELD');
      expect(answered.events).toEqual([]);
    } finally {
      await release();
    }
  });

  it('refuses bad after, limit and wait with 400 naming the field, anonymous 401, no right 403', async () => {
    for (const [query, field] of [
      ['after=12', 'after'],
      ['after=00000000000000000001:x', 'after'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=1.5', 'limit'],
      ['wait=-1', 'wait'],
      ['wait=31', 'wait'],
      ['wait=soon', 'wait'],
      ['after=a&after=b', 'after'],
    ] as const) {
      const answer = await ops.get(`/api/dataServices/changes?${query}`);
      expect(answer.status, query).toBe(400);
      expect(
        Object.keys(answer.body.errors).filter((key) => key !== 'root'),
        query,
      ).toEqual([field]);
    }
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get('/api/dataServices/changes')).status).toBe(401);
    expect((await anonymous.get('/api/dataServices/position')).status).toBe(401);
    const scheduler = await new ApiClient(app.url).signIn('sectionScheduler');
    expect((await scheduler.get('/api/dataServices/changes')).status).toBe(403);
    expect((await scheduler.get('/api/dataServices/position')).status).toBe(403);
  });

  it('pages of 1000 from the start: the first page holds 1000 events, the next continues after it', async () => {
    const first = await page(admin.get, undefined, 1000);
    expect(first.events).toHaveLength(1000);
    expect(first.position).toBe(first.events.at(-1)!.position);
    const second = await page(admin.get, first.position, 5);
    expect(second.events[0]!.position > first.position).toBe(true);
  });
});
