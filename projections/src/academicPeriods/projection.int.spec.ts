import { academicPeriods, activeAcademicPeriodStreamId, recordStreamDecider, streamIdOf } from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, logReadable, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { readModelMigrations } from '../migrations.js';
import { ensureReadModels } from '../runtime.js';
import { academicPeriodsProjection } from './projection.js';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('periods_projection', [eventStoreMigrations, readModelMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
  await ensureReadModels(database.db, [academicPeriodsProjection]);
});
afterAll(() => database?.drop());

const createPeriod = (id: string, year: number) =>
  store.appendToStream(
    streamIdOf(academicPeriods, id),
    [
      recordStreamDecider(academicPeriods).decide(
        {
          type: 'CreateRecord',
          resource: 'academicPeriods',
          id,
          values: {
            name: `${year}`,
            startDate: `${year}-08-01`,
            endDate: `${year + 1}-07-31`,
            useAdvancedEffort: false,
          },
        },
        { status: 'empty' },
      ),
    ].flat(),
    { expectedVersion: NO_STREAM },
  );
const activate = (id: string, previous: string | null, version: number | 'no_stream') =>
  store.appendToStream(
    activeAcademicPeriodStreamId,
    [
      {
        type: 'ActiveAcademicPeriodChanged',
        data: { AcademicPeriodId: id, previousAcademicPeriodId: previous },
      },
    ],
    { expectedVersion: version === 'no_stream' ? NO_STREAM : version },
  );
const activeFlags = async () =>
  (
    await sql<{
      name: string;
      isSystemActive: boolean;
    }>`select name, "isSystemActive" from "academicPeriods" order by name`.execute(database.db)
  ).rows;

/** A rebuild from zero once every event appended so far can be read (no live processor catches up here). */
async function rebuild(batchSize?: number) {
  await logReadable(database.db, store);
  await rebuildProjection({
    db: database.db,
    store,
    projection: academicPeriodsProjection,
    connectionString: database.url,
    ...(batchSize ? { batchSize } : {}),
  });
}

describe('academic periods read model', () => {
  it('marks a period active even when its activation comes first in the log', async () => {
    const [first, second] = [testId(1), testId(2)];
    await activate(first, null, 'no_stream'); // concurrent writers can commit it before the period
    await createPeriod(first, 2030);
    await createPeriod(second, 2031);
    await rebuild();
    expect(await activeFlags()).toEqual([
      { name: '2030', isSystemActive: true },
      { name: '2031', isSystemActive: false },
    ]);
    await activate(second, first, 1);
    await rebuild();
    expect(await activeFlags()).toEqual([
      { name: '2030', isSystemActive: false },
      { name: '2031', isSystemActive: true },
    ]);
  });
});

describe('the progress of a period', () => {
  const period = testId(20);
  const legacy = testId(21);
  const [W1, W2] = [testId(30), testId(31)];
  const stream = streamIdOf(academicPeriods, period);
  const step = (type: 'advanced' | 'reverted', n: number, fromStep: number, reason?: string) => ({
    type: type === 'advanced' ? 'AcademicPeriodStepAdvanced' : 'AcademicPeriodStepReverted',
    data: {
      id: testId(40 + n),
      AcademicPeriodId: period,
      fromStep,
      toStep: type === 'advanced' ? fromStep + 1 : fromStep - 1,
      ...(reason ? { reason } : {}),
    },
  });
  const approved = (n: number, WorkgroupId: string, atStep: number) => ({
    type: 'WorkgroupPlanApproved',
    data: {
      id: testId(60 + n),
      AcademicPeriodId: period,
      WorkgroupId,
      step: atStep,
      planVersion: `v${n}`,
      plan: [{ TeachingAssignmentId: testId(70), SectionId: testId(71), points: 3 }],
      note: null,
    },
  });
  const progressOf = async (id: string) =>
    (
      await sql<{ progressStep: number; publishedForFaculty: boolean; version: number }>`
        select "progressStep", "publishedForFaculty", version from "academicPeriods" where id = ${id}`.execute(
        database.db,
      )
    ).rows[0];
  const approvals = async () =>
    (
      await sql<{ WorkgroupId: string; step: number; cleared: boolean }>`
        select "WorkgroupId", step, "clearedAt" is not null as cleared from "workgroupApprovals"
        where "AcademicPeriodId" = ${period} order by step, "WorkgroupId"`.execute(database.db)
    ).rows;

  beforeAll(async () => {
    await createPeriod(period, 2040);
    // an older log: the step set as a field of the period
    await store.appendToStream(
      streamIdOf(academicPeriods, legacy),
      [
        {
          type: 'AcademicPeriodCreated',
          data: {
            id: legacy,
            name: '2041',
            startDate: '2041-08-01',
            endDate: '2042-07-31',
            useAdvancedEffort: false,
            progressStep: 8,
          },
        },
        { type: 'AcademicPeriodUpdated', data: { id: legacy, changes: { progressStep: 7 } } },
      ],
      { expectedVersion: NO_STREAM },
    );
    await store.appendToStream(
      stream,
      [1, 2, 3, 4, 5].map((from) => step('advanced', from, from)),
      {
        expectedVersion: 1,
      },
    );
    await store.appendToStream(
      stream,
      [approved(1, W1, 6), approved(2, W2, 6), step('advanced', 6, 6), approved(3, W1, 7)],
      { expectedVersion: 6 },
    );
  });

  it('follows the step events (not the record version), publishing at step 8', async () => {
    await rebuild(5000);
    expect(await progressOf(period)).toEqual({ progressStep: 7, publishedForFaculty: false, version: 1 });
    expect(await progressOf(legacy)).toMatchObject({ progressStep: 7, publishedForFaculty: false });
    await store.appendToStream(stream, [step('advanced', 7, 7)], { expectedVersion: 10 });
    await rebuild(5000);
    expect(await progressOf(period)).toMatchObject({ progressStep: 8, publishedForFaculty: true });
  });

  it('records each action; a revert clears the approvals above the step it goes to, one batch or many', async () => {
    await store.appendToStream(
      stream,
      [step('reverted', 8, 8, 'Late change'), step('reverted', 9, 7, 'Back')],
      {
        expectedVersion: 11,
      },
    );
    for (const batchSize of [5000, 1]) {
      await rebuild(batchSize);
      expect(await progressOf(period)).toMatchObject({ progressStep: 6, publishedForFaculty: false });
      expect(await approvals()).toEqual([
        { WorkgroupId: W1, step: 6, cleared: false },
        { WorkgroupId: W2, step: 6, cleared: false },
        { WorkgroupId: W1, step: 7, cleared: true },
      ]);
      const { rows } = await sql<{ action: string; fromStep: number; toStep: number; reason: string | null }>`
        select action, "fromStep", "toStep", reason from "progressActions"
        where "AcademicPeriodId" = ${period} order by version`.execute(database.db);
      expect(rows).toHaveLength(9);
      expect(rows.at(-1)).toEqual({ action: 'revert', fromStep: 7, toStep: 6, reason: 'Back' });
    }
  });

  it('marks a withdrawn approval withdrawn, by its actor, keeping it in the history', async () => {
    const withdrawal = {
      type: 'WorkgroupApprovalWithdrawn',
      data: { id: testId(62), AcademicPeriodId: period, WorkgroupId: W2, step: 6 },
    };
    await store.appendToStream(stream, [withdrawal], {
      expectedVersion: 13,
      metadata: { actorId: testId(80) },
    });
    for (const batchSize of [5000, 1]) {
      await rebuild(batchSize);
      const { rows } = await sql<{ id: string; withdrawnBy: string | null; withdrawn: boolean }>`
        select id, "withdrawnBy", "withdrawnAt" is not null as withdrawn from "workgroupApprovals"
        where "AcademicPeriodId" = ${period} and step = 6 order by id`.execute(database.db);
      expect(rows).toEqual([
        { id: testId(61), withdrawnBy: null, withdrawn: false },
        { id: testId(62), withdrawnBy: testId(80), withdrawn: true },
      ]);
    }
  });
});
