import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';

const day = 24 * 3600 * 1000;

/** A seeded generator (mulberry32): the same choices on every run. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface SeededSection {
  id: string;
  periodId: string;
  WorkgroupId: string | null;
  points: number;
  instructors: Set<string>;
  /** Its assignments as seeded (id, instructor, points). */
  assignments: { id: string; UserId: string; points: number }[];
}

interface Change {
  at: number;
  streamId: string;
  events: NewEvent[];
}

/** Every section stream of the log with its seeded assignments, and the faculty who teach. */
async function seededSectionsOf(db: Kysely<any>) {
  const { rows } = await sql<{ stream_id: string; event_type: string; data: any }>`
    select stream_id, event_type, data from es_events
    where stream_id like 'section-%' and event_type in ('SectionCreated', 'TeachingAssignmentCreated')
    order by stream_id, stream_version`.execute(db);
  const sections = new Map<string, SeededSection>();
  const faculty = new Set<string>();
  for (const { stream_id, event_type, data } of rows) {
    if (event_type === 'SectionCreated') {
      sections.set(stream_id, {
        id: data.id,
        periodId: data.AcademicPeriodId,
        WorkgroupId: data.WorkgroupId ?? null,
        points: Number(data.points ?? 3),
        instructors: new Set(),
        assignments: [],
      });
      continue;
    }
    const section = sections.get(stream_id)!;
    section.instructors.add(data.UserId);
    section.assignments.push({
      id: data.id,
      UserId: data.UserId,
      points: Number(data.points),
    });
    faculty.add(data.UserId);
  }
  return { sections, faculty: [...faculty].sort() };
}

/**
 * "A year of changes" over the plan already in the log (DESIGN §16's auditors' year), as section-stream
 * events with the instant each should carry (`at`; the log's own recorded_at is set afterwards):
 * `assignments` new teaching assignments of untaught sections of `bigPeriodId`, created over the year's
 * first four months; then a third of them change points (some twice), 8% move to another instructor
 * (delete + create in one append), 5% are deleted, until a week ago; the small period `smallPeriodId`
 * (about 400 sections, taught since the seed) changes the same way, with a few new assignments.
 */
export async function yearOfChanges(
  db: Kysely<any>,
  options: { bigPeriodId: string; smallPeriodId: string; assignments: number; start: number; end: number },
): Promise<Change[]> {
  const { sections, faculty } = await seededSectionsOf(db);
  const random = randomOf(20_261_126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const between = (from: number, to: number) => from + random() * (to - from);
  const { start, end } = options;
  const changes: Change[] = [];
  const otherInstructor = (section: SeededSection) => {
    for (;;) {
      const candidate = pick(faculty);
      if (section.instructors.has(candidate)) continue;
      section.instructors.add(candidate);
      return candidate;
    }
  };
  const created = (section: SeededSection, id: string, UserId: string, points: number) => ({
    type: 'TeachingAssignmentCreated',
    data: {
      id,
      SectionId: section.id,
      UserId,
      AssignmentTypeId: null,
      points,
      notes: null,
      AcademicPeriodId: section.periodId,
      WorkgroupId: section.WorkgroupId,
    },
  });
  /** An assignment's life from `from`: point changes, then perhaps moved to another instructor or deleted. */
  const live = (section: SeededSection, id: string, points: number, from: number) => {
    const streamId = `section-${section.id}`;
    const draw = random();
    const ending = draw < 0.08 ? 'moved' : draw < 0.13 ? 'deleted' : undefined;
    const to = ending ? between(from + 2 * day, end) : undefined;
    const changesOf = random() < 0.33 ? (random() < 0.15 ? 2 : 1) : 0;
    const times = Array.from({ length: changesOf }, () => between(from + day, to ?? end)).sort(
      (a, b) => a - b,
    );
    for (const at of times) {
      points = Math.max(0.5, points + (random() < 0.5 ? -0.5 : 1));
      changes.push({
        at,
        streamId,
        events: [{ type: 'TeachingAssignmentUpdated', data: { id, changes: { points } } }],
      });
    }
    if (!ending) return;
    const removed = { type: 'TeachingAssignmentDeleted', data: { id } };
    if (ending === 'deleted') return changes.push({ at: to!, streamId, events: [removed] });
    const next = randomUUID();
    changes.push({
      at: to!,
      streamId,
      events: [removed, created(section, next, otherInstructor(section), points)],
    });
  };

  const untaught = [...sections.values()].filter(
    (section) => section.periodId === options.bigPeriodId && section.assignments.length === 0,
  );
  if (untaught.length < options.assignments)
    throw new Error(`only ${untaught.length} untaught sections for ${options.assignments} assignments`);
  for (const section of untaught.slice(0, options.assignments)) {
    const id = randomUUID();
    const from = between(start + day, start + 120 * day);
    const UserId = otherInstructor(section);
    changes.push({
      at: from,
      streamId: `section-${section.id}`,
      events: [created(section, id, UserId, section.points)],
    });
    live(section, id, section.points, from);
  }
  for (const section of sections.values()) {
    if (section.periodId !== options.smallPeriodId) continue;
    for (const assignment of section.assignments) live(section, assignment.id, assignment.points, start);
    if (section.assignments.length === 0 && random() < 0.5) {
      const id = randomUUID();
      const from = between(start + 30 * day, end);
      changes.push({
        at: from,
        streamId: `section-${section.id}`,
        events: [created(section, id, otherInstructor(section), section.points)],
      });
      live(section, id, section.points, from);
    }
  }
  changes.sort((a, b) => a.at - b.at);
  return changes;
}

/**
 * Appends the changes in time order with `writers` concurrent writers (the changes of one stream one
 * after the other, each at the version the one before left). Returns how many events were appended.
 */
export async function appendChanges(
  db: Kysely<any>,
  store: EventStore,
  changes: readonly Change[],
  metadata: Record<string, unknown>,
  writers = 16,
): Promise<number> {
  const { rows } = await sql<{ stream_id: string; version: string }>`
    select stream_id, max(stream_version) as version from es_events where stream_id like 'section-%'
    group by stream_id`.execute(db);
  const versions = new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
  const pending = new Map<string, Promise<unknown>>();
  let next = 0;
  let events = 0;
  const writer = async () => {
    while (next < changes.length) {
      const change = changes[next++]!;
      const before = pending.get(change.streamId);
      const done = (async () => {
        await before;
        const expectedVersion = versions.get(change.streamId)!;
        await store.appendToStream(change.streamId, change.events, { expectedVersion, metadata });
        versions.set(change.streamId, expectedVersion + change.events.length);
        events += change.events.length;
      })();
      pending.set(change.streamId, done);
      await done;
      if (pending.get(change.streamId) === done) pending.delete(change.streamId);
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return events;
}

/**
 * Backdates the log: the events up to `mark` (seed, catalog, plan) one millisecond apart from `start`, the
 * ones after it (the changes) at `instants` (sorted), both in the order the read models read the log
 * (transaction, then position), so that recorded_at grows as the read models go.
 */
export async function backdateLog(db: Kysely<any>, mark: string, start: number, instants: readonly number[]) {
  await sql`with ranked as (select global_position, row_number() over (order by transaction_id, global_position) as n
      from es_events where global_position <= ${mark})
    update es_events e set recorded_at = ${new Date(start).toISOString()}::timestamptz + r.n * interval '1 millisecond'
    from ranked r where e.global_position = r.global_position`.execute(db);
  const { numAffectedRows } = await sql`with ranked as (select global_position,
      row_number() over (order by transaction_id, global_position) as n from es_events where global_position > ${mark}),
    instants as (select t, n from unnest(${instants.map((at) => new Date(at).toISOString())}::timestamptz[])
      with ordinality as x(t, n))
    update es_events e set recorded_at = i.t from ranked r join instants i using (n)
    where e.global_position = r.global_position`.execute(db);
  if (Number(numAffectedRows) !== instants.length)
    throw new Error(`backdated ${numAffectedRows} of ${instants.length} changed events`);
}
