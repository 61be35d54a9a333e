import { executeWrites, type RecordedEvent } from '@tams/event-store';
import type { Kysely } from 'kysely';
import { prepareEvents } from '../framework/projection.js';
import type { ReadModels } from '../readModelDatabase.js';
import { instructorEffortRows } from './instructorEffortRows.js';
import { effortProjection } from './projection.js';

/** A member whose required points in a period the events would change. */
export interface RequiredPointsMove {
  UserId: string;
  name: string;
  AcademicPeriodId: string;
  academicPeriodName: string;
  before: number | null;
  after: number | null;
}

/** Thrown to roll the what-if back: nothing it wrote may stay. */
class WhatIfDone extends Error {
  constructor(readonly moves: RequiredPointsMove[]) {
    super('what-if rolled back');
  }
}

const requiredIn = async (db: ReadModels, periodIds: readonly string[]) =>
  (
    await Promise.all(
      periodIds.map((AcademicPeriodId) =>
        instructorEffortRows(db, { AcademicPeriodId }, { computed: true }).execute(),
      ),
    )
  ).flat();

/**
 * Whose required points `events` (effort events not appended yet: an import's, as its dry run would
 * record them) would move in the periods that use advanced effort, before -> after (DESIGN §19). The
 * events go through the effort projection itself, in a transaction that is rolled back, so the answer is
 * what the import will do by the one definition of required points, and nothing of it stays.
 * `periodIds`: the academic periods the events' pay periods fall in.
 */
export async function requiredPointsAfterEffortEvents(
  db: ReadModels,
  events: Iterable<RecordedEvent>,
  periodIds: readonly string[],
): Promise<RequiredPointsMove[]> {
  if (periodIds.length === 0) return [];
  try {
    await (db as unknown as Kysely<any>).transaction().execute(async (trx) => {
      const before = await requiredIn(trx as unknown as ReadModels, periodIds);
      // one event (an import's batch of rows) at a time, taken as it comes: each fold is short and the
      // loop turns between them, so a large file's dry run never holds other requests up
      for (const event of events) {
        const batch = await prepareEvents(effortProjection, [event], trx, 'live');
        await executeWrites(trx, batch.writes);
      }
      const keyOf = (row: { UserId: string; AcademicPeriodId: string }) =>
        `${row.UserId}:${row.AcademicPeriodId}`;
      const after = new Map(
        (await requiredIn(trx as unknown as ReadModels, periodIds)).map((row) => [keyOf(row), row]),
      );
      const moves = before.flatMap((row) => {
        const next = after.get(keyOf(row));
        if (!next || next.pointsRequired === row.pointsRequired) return [];
        return [
          {
            UserId: row.UserId,
            name: row.name,
            AcademicPeriodId: row.AcademicPeriodId,
            academicPeriodName: String(row.academicPeriodName ?? ''),
            before: row.pointsRequired,
            after: next.pointsRequired,
          },
        ];
      });
      throw new WhatIfDone(moves);
    });
  } catch (error) {
    if (error instanceof WhatIfDone) return error.moves;
    throw error;
  }
  return [];
}
