import { randomUUID } from 'node:crypto';
import { NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { sql } from 'kysely';
import type { TestDatabase } from '../support/index.js';
import { type BenchRow, median, round, throughput } from './stats.js';

const payload = {
  courseNumber: 'BENCH 101',
  name: 'Benchmarking',
  unitsMax: 4,
  isActive: true,
  WorkgroupId: null,
};
const metadata = {
  actorId: randomUUID(),
  authenticatedUserId: randomUUID(),
  correlationId: randomUUID(),
  via: 'ui' as const,
};

/**
 * DESIGN §12 rows 1-2. The baseline is measured in the same run, alternating with the store, on a table of
 * es_events' width (same columns, an identity primary key): one single-row INSERT per transaction.
 */
export async function appendBenchmarks(database: TestDatabase, seconds = 4, rounds = 3): Promise<BenchRow[]> {
  await sql`
    create table bench_plain_insert (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null, stream_version bigint not null, event_id uuid not null, event_type text not null,
      schema_version int not null default 1, data jsonb not null, metadata jsonb not null,
      recorded_at timestamptz not null default now()
    )`.execute(database.db);
  const store = new PostgresEventStore({ pool: database.pool });
  const streams = Array.from({ length: 16 }, () => ({ id: `benchAppend-${randomUUID()}`, version: 0 }));
  const plain = () =>
    database.pool.query({
      name: 'bench_plain',
      text: `insert into bench_plain_insert (stream_id, stream_version, event_id, event_type, data, metadata)
             values ($1, $2, $3, $4, $5, $6)`,
      values: [
        'benchPlain-1',
        1,
        randomUUID(),
        'CourseUpdated',
        JSON.stringify(payload),
        JSON.stringify(metadata),
      ],
    });
  const append = async (writer: number) => {
    const stream = streams[writer]!;
    const result = await store.appendToStream(stream.id, [{ type: 'CourseUpdated', data: payload }], {
      expectedVersion: stream.version === 0 ? NO_STREAM : stream.version,
      metadata,
    });
    stream.version = result.nextExpectedVersion;
  };
  const plainRates: number[] = [];
  const appendRates: number[] = [];
  await throughput(16, 1, plain); // warm-up: connections, plans
  await throughput(16, 1, append);
  for (let round = 0; round < rounds; round++) {
    plainRates.push(await throughput(16, seconds, plain));
    appendRates.push(await throughput(16, seconds, append));
  }
  const ratio = median(appendRates) / median(plainRates);

  let batchVersion = 0;
  const batchStreams = Array.from({ length: 8 }, () => ({ id: `benchBatch-${randomUUID()}`, version: 0 }));
  const hundred = Array.from({ length: 100 }, () => ({ type: 'CourseUpdated', data: payload }));
  const batchRate =
    100 *
    (await throughput(8, seconds, async (writer) => {
      const stream = batchStreams[writer]!;
      const result = await store.appendToStream(stream.id, hundred, {
        expectedVersion: stream.version === 0 ? NO_STREAM : stream.version,
        metadata,
      });
      stream.version = result.nextExpectedVersion;
      batchVersion++;
    }));

  return [
    {
      what: 'append, 1 event per append, 16 writers',
      measured: `${Math.round(median(appendRates))} appends/s`,
      baseline: `${Math.round(median(plainRates))} plain INSERT tx/s`,
      target: '>= 70% of plain INSERT',
      met: ratio >= 0.7,
      detail: {
        ratio: round(ratio, 3),
        appendRates: appendRates.map(Math.round),
        plainRates: plainRates.map(Math.round),
      },
    },
    {
      what: 'batched append, 100 events per append, 8 writers',
      measured: `${Math.round(batchRate)} events/s`,
      target: '>= 40000 events/s',
      met: batchRate >= 40_000,
      detail: { appends: batchVersion },
    },
  ];
}
