import { academicPeriods, activeAcademicPeriodStreamId, recordStreamDecider, streamIdOf } from '@tams/domain';
import { eventStoreMigrations, NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../framework/rebuild.js';
import { readModelMigrations } from '../migrations.js';
import { ensureReadModels } from '../runtime.js';
import { academicPeriodsProjection } from './academicPeriods.js';

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
            publishedForFaculty: false,
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

describe('academic periods read model', () => {
  it('marks a period active even when its activation comes first in the log', async () => {
    const [first, second] = [testId(1), testId(2)];
    await activate(first, null, 'no_stream'); // concurrent writers can commit it before the period
    await createPeriod(first, 2030);
    await createPeriod(second, 2031);
    await rebuildProjection({
      db: database.db,
      store,
      projection: academicPeriodsProjection,
      connectionString: database.url,
    });
    expect(await activeFlags()).toEqual([
      { name: '2030', isSystemActive: true },
      { name: '2031', isSystemActive: false },
    ]);
    await activate(second, first, 1);
    await rebuildProjection({
      db: database.db,
      store,
      projection: academicPeriodsProjection,
      connectionString: database.url,
    });
    expect(await activeFlags()).toEqual([
      { name: '2030', isSystemActive: false },
      { name: '2031', isSystemActive: true },
    ]);
  });
});
