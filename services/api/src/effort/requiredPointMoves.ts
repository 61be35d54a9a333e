import { requiredPointsAcrossEffortMove } from '@tams/domain';
import { instructorEffortRows, type ReadModels, requiredPointsFacts } from '@tams/projections';

/** Effort moved between categories for one holder (the rule preview's moves). */
interface CategoryMove {
  UserId: string | null;
  fromCategoryId: string | null;
  toCategoryId: string | null;
  amount: number;
}

export interface RequiredPointMove {
  UserId: string;
  name: string;
  before: number | null;
  after: number | null;
}

/**
 * Whose required points a reclassification would change in the period, before -> after (DESIGN §19): the
 * effort moved into or out of teaching categories changes their payroll share, which sets their required
 * points where the period uses advanced effort and nothing else (financial data, an adjusted share) wins.
 * Nobody's with effort management off: shares then set no one's points.
 */
export async function requiredPointMoves(
  db: ReadModels,
  periodId: string,
  moves: readonly CategoryMove[],
  { effortEnabled }: { effortEnabled: boolean },
): Promise<RequiredPointMove[]> {
  if (!effortEnabled) return [];
  const teachingIds = new Set(
    (await db.selectFrom('effortCategories').select('id').where('countsAsTeaching', '=', true).execute()).map(
      (category) => category.id as string,
    ),
  );
  const counts = (id: string | null) => (id !== null && teachingIds.has(id) ? 1 : 0);
  const moved = new Map<string, number>();
  for (const move of moves) {
    const delta = move.amount * (counts(move.toCategoryId) - counts(move.fromCategoryId));
    if (move.UserId && delta !== 0) moved.set(move.UserId, (moved.get(move.UserId) ?? 0) + delta);
  }
  if (moved.size === 0) return [];
  const userIds = [...moved.keys()];
  const [rows, facts] = await Promise.all([
    instructorEffortRows(db, { AcademicPeriodId: periodId }).where('u.id', 'in', userIds).execute(),
    requiredPointsFacts(db, userIds, periodId, { effortEnabled }),
  ]);
  const factsOf = new Map(facts.map((row) => [row.UserId as string, row]));
  return rows.flatMap((row) => {
    const fact = factsOf.get(row.UserId);
    if (!fact) return [];
    const teaching = row.categories
      .filter((category) => counts(category.EffortCategoryId) === 1)
      .reduce((sum, category) => sum + Number(category.amount), 0);
    const { before, after } = requiredPointsAcrossEffortMove(
      { financialData: fact.financialData, instructorTypeDefault: fact.instructorTypeDefault },
      {
        total: Number(row.totalAmount),
        teaching,
        teachingMoved: moved.get(row.UserId)!,
        adjustedShare: row.expectedTeachingShareSource === 'adjusted' ? row.expectedTeachingShare : null,
      },
      row.useAdvancedEffort,
    );
    if (before.points === after.points) return [];
    // before as every other reader shows it (the read model's), after as the rule would leave it
    return [{ UserId: row.UserId, name: row.name, before: row.pointsRequired, after: after.points }];
  });
}
