import type { AppAbility } from '@tams/access';
import { coverageStatuses, type SectionCoverage } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { accessCondition } from '@tams/access/sql';

/**
 * Sections of the working period by coverage status (DESIGN §11): uncovered (no assignment), partial
 * (assigned < the section's points), covered (equal), over (greater). Only the sections the caller may
 * read count (a workgroup member: their workgroups' sections). `available: false` while there are none
 * (the dashboard then says "No sections yet").
 */
export async function sectionCoverage(
  db: ReadModels,
  ability: AppAbility,
  periodId: string | null,
): Promise<SectionCoverage> {
  const access = accessCondition(ability, 'read', 'Section');
  if (!periodId || access === null) return { available: false };
  let query = db
    .selectFrom('sections')
    .select(['coverageStatus', (eb) => eb.fn.countAll<string>().as('count')])
    .where('AcademicPeriodId', '=', periodId)
    .groupBy('coverageStatus');
  if (access) query = query.where(access.where);
  const rows = await query.execute();
  if (rows.length === 0) return { available: false };
  const countOf = (status: string) => Number(rows.find((row) => row.coverageStatus === status)?.count ?? 0);
  const [uncovered, partial, covered, over] = coverageStatuses.map(countOf) as [
    number,
    number,
    number,
    number,
  ];
  return { available: true, uncovered, partial, covered, over };
}
