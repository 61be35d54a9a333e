import { randomUUID } from 'node:crypto';
import { appendedChannel } from '@tams/api';
import { childrenOf, recordStreamDecider, sections, streamIdOf } from '@tams/domain';
import { AppendSignal, CoalescedNotifier, type EventMetadata, PostgresEventStore } from '@tams/event-store';
import WebSocket from 'ws';
import type { TestDatabase } from '../support/index.js';
import { assignNext, unassignedPairs } from './assignBench.js';
import { LeanClient } from './leanClient.js';
import { waitForProjections } from './sectionsData.js';
import { type BenchRow, median, openLoop, percentile, round, throughput } from './stats.js';

const decider = recordStreamDecider(sections, childrenOf(sections));
/** The subscribed clients of the push-on rounds, 4 of each: readers of everything, of some rows, of none. */
const clientRoles = ['admin', 'academicOpsAdmin', 'sectionScheduler', 'reportingUser', 'faculty'];

/**
 * DESIGN §12: append -> websocket message at a subscribed client, and append throughput with push on vs off.
 * The bench appends teaching-assignment point changes (the events) to sections' streams with
 * PostgresEventStore on the server's database, decided by the sections' decider, and sends the coalesced
 * `es_appended` NOTIFY after commit that an API-only process sends (DESIGN §3). Not over HTTP: a command
 * answers only once the read models have its write, after the commit that the socket message follows.
 */
export async function socketBenchmarks(database: TestDatabase, url: string, periodId: string) {
  // academicOpsAdmin assigns (the system administrator may not); the admin watches
  const ops = await new LeanClient(url).signIn('academicOpsAdmin');
  const actorId = (await ops.get('/api/auth')).body.workingUserId as string;
  const metadata: EventMetadata = { actorId, authenticatedUserId: actorId, via: 'ui' };
  const appendSignal = new AppendSignal();
  const notifier = new CoalescedNotifier(database.pool, appendedChannel);
  appendSignal.subscribe((position) => notifier.notify(position));
  const store = new PostgresEventStore({ pool: database.pool, appendSignal });
  const made = await assignNext(ops, await unassignedPairs(ops, periodId), 96, true);
  const streams = await Promise.all(made.map((row) => AssignmentStream.load(store, row.SectionId, row.id)));
  ops.close();
  const bump = (stream: AssignmentStream) => stream.bump(store, metadata);

  const cookies = await Promise.all(
    clientRoles.flatMap((role) => [1, 2, 3, 4].map(() => cookieOf(url, role))),
  );
  const subscribeAll = () => Promise.all(cookies.map((cookie) => subscriber(url, cookie)));
  let clients = await subscribeAll();
  const latency = await latencyToSocket(url, streams, bump);

  const rates = { off: [] as number[], on: [] as number[] };
  const messages: number[] = [];
  // each writer changes its own streams: no two writers append to one stream
  const own = Array.from({ length: 16 }, (_, w) => streams.filter((_, i) => i % 16 === w));
  const turns = own.map(() => 0);
  const load = (writer: number) => bump(own[writer]![turns[writer]!++ % own[writer]!.length]!);
  await throughput(16, 1, load); // connections and plans
  // short rounds, alternating, each from caught-up read models: a busy machine's noise falls on both sides
  for (let round = 0; round < 5; round++) {
    await Promise.all(clients.map((client) => client.close()));
    await waitForProjections(url);
    rates.off.push(await throughput(16, 3, load));
    clients = await subscribeAll();
    await waitForProjections(url);
    rates.on.push(await throughput(16, 3, load));
    messages.push(clients.reduce((sum, client) => sum + client.received(), 0));
  }
  await Promise.all(clients.map((client) => client.close()));
  const ratio = median(rates.on) / median(rates.off);
  const push: BenchRow = {
    what: `append throughput with websocket push on (${cookies.length} clients) vs off, 16 writers`,
    measured: `${Math.round(median(rates.on))} appends/s with ${cookies.length} clients`,
    baseline: `${Math.round(median(rates.off))} appends/s with none`,
    target: '>= 90% of off',
    met: ratio >= 0.9,
    detail: {
      ratio: round(ratio, 3),
      onRates: rates.on.map(Math.round),
      offRates: rates.off.map(Math.round),
      messagesToAllClientsPerOnRound: messages,
    },
  };
  return [...latency, push];
}

/**
 * Open loop at `rate`/s over the streams, with the other clients subscribed: from each append's return to
 * the `teachingAssignmentChanged` of that assignment at a socket signed in as admin (one process clock),
 * then a GET of the assignment must show at least the appended version.
 */
async function latencyToSocket(
  url: string,
  streams: AssignmentStream[],
  bump: (stream: AssignmentStream) => Promise<number>,
  rate = 50,
  seconds = 10,
): Promise<BenchRow[]> {
  const reader = await new LeanClient(url).signIn('admin');
  const arrivals = new Map<string, (at: number) => void>();
  const probe = await subscriber(url, await cookieOf(url, 'admin'), (at, message) => {
    if (message.type === 'teachingAssignmentChanged') arrivals.get(message.payload.id)?.(at);
  });
  const latencies: number[] = [];
  const counts = { stale: 0, missed: 0, skipped: 0 };
  await openLoop(rate, seconds, async (index) => {
    const stream = streams[index % streams.length]!;
    // its previous change has not arrived yet: a second one could not be told apart
    if (arrivals.has(stream.assignmentId)) return void counts.skipped++;
    // listening before the append: the message cannot be missed, however early it comes
    const arrived = new Promise<number | undefined>((done) => {
      arrivals.set(stream.assignmentId, done);
      setTimeout(() => done(undefined), 5000);
    });
    const version = await bump(stream);
    const appendedAt = performance.now();
    const at = await arrived;
    arrivals.delete(stream.assignmentId);
    if (at === undefined) return void counts.missed++;
    latencies.push(at - appendedAt);
    const check = await reader.get(`/api/teachingAssignments/${stream.assignmentId}`);
    if (!(check.body?.version >= version)) counts.stale++;
  });
  await probe.close();
  reader.close();
  const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
  return [
    {
      what: `append -> websocket teachingAssignmentChanged at an admin client, ${rate} appends/s`,
      measured: `p50 ${round(p50)} ms, p99 ${round(p99)} ms (${latencies.length} messages)`,
      target: 'p50 <= 25 ms, p99 <= 100 ms',
      met: p50 <= 25 && p99 <= 100 && counts.missed === 0,
      detail: { appends: rate * seconds, ...counts, max: round(percentile(latencies, 100)) },
    },
    {
      what: 'stale reads: a GET right after the socket message sees an older version',
      measured: `${counts.stale} of ${latencies.length}`,
      target: '0',
      met: counts.stale === 0,
    },
  ];
}

/** A section's stream with one teaching assignment whose points the bench toggles between 1 and 2. */
class AssignmentStream {
  constructor(
    readonly streamId: string,
    readonly assignmentId: string,
    private state: ReturnType<typeof decider.initialState>,
    private version: number,
  ) {}

  static async load(store: PostgresEventStore, SectionId: string, assignmentId: string) {
    const streamId = streamIdOf(sections, SectionId);
    const { version, events } = await store.readStream(streamId);
    let state = decider.initialState();
    for (const event of events) state = decider.evolve(state, event as never, event.streamVersion);
    return new AssignmentStream(streamId, assignmentId, state, version);
  }

  /** Appends the next change; answers the stream version after it (the assignment's version). */
  async bump(store: PostgresEventStore, metadata: EventMetadata): Promise<number> {
    const current = this.state.status === 'active' ? this.state.children.teachingAssignments : undefined;
    const points = current?.[this.assignmentId]?.values.points === 1 ? 2 : 1;
    const command = { type: 'UpdateRecord' as const, resource: 'teachingAssignments', id: this.assignmentId };
    const events = [decider.decide({ ...command, values: { points } }, this.state)].flat();
    const result = await store.appendToStream(this.streamId, events, {
      expectedVersion: this.version,
      metadata: { ...metadata, correlationId: randomUUID() },
    });
    for (const [index, event] of events.entries())
      this.state = decider.evolve(this.state, event, this.version + index + 1);
    this.version = result.nextExpectedVersion;
    return this.version;
  }
}

async function cookieOf(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tams_session='));
  if (!cookie) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/**
 * A socket client that counts its messages and parses them only for `onMessage` (the push-on clients do
 * not: the bench's CPU is taken from the server it measures).
 */
function subscriber(url: string, cookie: string, onMessage?: (at: number, message: any) => void) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/socket`, { headers: { cookie } });
  let received = 0;
  socket.on('message', (data) => {
    received++;
    if (onMessage) onMessage(performance.now(), JSON.parse(String(data)));
  });
  const closed = new Promise((done) => socket.once('close', done));
  const close = () => (socket.close(), closed);
  return new Promise<{ received: () => number; close: () => Promise<unknown> }>((resolve, reject) => {
    socket.once('open', () => resolve({ received: () => received, close }));
    socket.once('unexpected-response', (_, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
