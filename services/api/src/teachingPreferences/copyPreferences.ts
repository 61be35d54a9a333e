import { randomUUID } from 'node:crypto';
import { type Preference, preferenceLimits, preferenceSlotOf } from '@tams/domain';
import type { ReadModels } from '@tams/projections';

type Term = { id: string; AcademicTermTypeId: string | null };

/**
 * Another period's preferences for this one: each term becomes the target period's term of the same term
 * type (its first by start date); preferences whose term has no such term are skipped, and so are those
 * whose (term, mode, type) the current list already holds, or that would pass the limit of 20. The current
 * list stays as it is, the copies follow it (new ids).
 */
export async function copiedPreferences(
  db: ReadModels,
  source: readonly Preference[],
  current: readonly Preference[],
  targetPeriodId: string,
): Promise<{ preferences: Preference[]; copied: number; skipped: number }> {
  const termIds = [...new Set(source.map((preference) => preference.AcademicTermId))];
  const [sourceTerms, targetTerms] = await Promise.all([
    termIds.length === 0
      ? []
      : (db
          .selectFrom('academicTerms')
          .select(['id', 'AcademicTermTypeId'])
          .where('id', 'in', termIds)
          .execute() as Promise<Term[]>),
    db
      .selectFrom('academicTerms')
      .select(['id', 'AcademicTermTypeId'])
      .where('AcademicPeriodId', '=', targetPeriodId)
      .orderBy('startDate')
      .orderBy('id')
      .execute() as Promise<Term[]>,
  ]);
  const typeOf = new Map(sourceTerms.map((term) => [term.id, term.AcademicTermTypeId]));
  const targetOfType = new Map<string, string>();
  for (const term of targetTerms)
    if (term.AcademicTermTypeId && !targetOfType.has(term.AcademicTermTypeId))
      targetOfType.set(term.AcademicTermTypeId, term.id);

  const preferences = [...current];
  const taken = new Set(current.map(preferenceSlotOf));
  let copied = 0;
  for (const preference of source) {
    const type = typeOf.get(preference.AcademicTermId);
    const AcademicTermId = type ? targetOfType.get(type) : undefined;
    if (!AcademicTermId || preferences.length >= preferenceLimits.perSubmission) continue;
    const copy = { ...preference, id: randomUUID(), AcademicTermId };
    if (taken.has(preferenceSlotOf(copy))) continue;
    taken.add(preferenceSlotOf(copy));
    preferences.push(copy);
    copied++;
  }
  return { preferences, copied, skipped: source.length - copied };
}
