import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';

interface TermRow {
  id: string;
  AcademicPeriodId: string;
  AcademicTermTypeId: string;
  typeName: string | null;
}

/** Where a source term's records go: the target term of the same type, or why there is none. */
export type TermTarget = { termId: string } | { reason: string };

/**
 * Maps each term of the source period to the term of the same AcademicTermType in the target period (the
 * earliest, should the target have two of a type). A source term whose type the target lacks maps to a
 * reason ("no Summer term in the target period"), and what runs in it is skipped with that reason.
 */
export async function termMappingOf(
  db: ReadModels,
  sourcePeriodId: string,
  targetPeriodId: string,
): Promise<(sourceTermId: string) => TermTarget> {
  const { rows } = await sql<TermRow>`
    select t.id, t."AcademicPeriodId", t."AcademicTermTypeId", tt.name as "typeName"
    from "academicTerms" t left join "academicTermTypes" tt on tt.id = t."AcademicTermTypeId"
    where t."AcademicPeriodId" in (${sourcePeriodId}, ${targetPeriodId})
    order by t."startDate", t.id
  `.execute(db);
  const targetByType = new Map<string, string>();
  for (const row of rows) {
    if (row.AcademicPeriodId === targetPeriodId && !targetByType.has(row.AcademicTermTypeId))
      targetByType.set(row.AcademicTermTypeId, row.id);
  }
  const mapping = new Map<string, TermTarget>();
  for (const row of rows) {
    if (row.AcademicPeriodId !== sourcePeriodId) continue;
    const termId = targetByType.get(row.AcademicTermTypeId);
    mapping.set(
      row.id,
      termId ? { termId } : { reason: `No ${row.typeName ?? 'such'} term in the target period` },
    );
  }
  return (sourceTermId) =>
    mapping.get(sourceTermId) ?? { reason: 'Its term is not a term of the source period' };
}
