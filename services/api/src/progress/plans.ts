import type { PlanEntry } from '@tams/domain';
import { planVersionOf } from '@tams/platform';
import { sql } from 'kysely';
import type { ReadModels } from '@tams/projections';

/** A workgroup with sections in a period, its plan (teaching assignments) and the plan's version now. */
export interface WorkgroupPlan {
  WorkgroupId: string;
  workgroupName: string;
  sectionCount: number;
  plan: PlanEntry[];
  planVersion: string;
}

type PlanRow = PlanEntry & { WorkgroupId: string };

/**
 * The plans of every workgroup with sections in the period (or of the one asked for), by workgroup name:
 * each its sections' teaching assignments (a section's workgroup decides, as its assignments follow it).
 */
export async function workgroupPlans(
  db: ReadModels,
  periodId: string,
  workgroupId?: string,
): Promise<WorkgroupPlan[]> {
  const sectionsOf = () => {
    let query = db.selectFrom('sections as s').where('s.AcademicPeriodId', '=', periodId);
    query = workgroupId
      ? query.where('s.WorkgroupId', '=', workgroupId)
      : query.where('s.WorkgroupId', 'is not', null);
    return query;
  };
  const [workgroups, entries] = await Promise.all([
    sectionsOf()
      .innerJoin('workgroups as w', 'w.id', 's.WorkgroupId')
      .select(['s.WorkgroupId', 'w.name as workgroupName', sql<number>`count(*)::int`.as('sectionCount')])
      .groupBy(['s.WorkgroupId', 'w.name'])
      .orderBy('w.name')
      .orderBy('s.WorkgroupId')
      .execute(),
    sectionsOf()
      .innerJoin('teachingAssignments as ta', 'ta.SectionId', 's.id')
      .select([
        's.WorkgroupId',
        'ta.id as TeachingAssignmentId',
        'ta.SectionId',
        's.sectionNumber',
        's.name as sectionName',
        'ta.UserId',
        'ta.instructorName',
        sql<number>`ta.points::float8`.as('points'),
        'ta.AssignmentTypeId',
      ])
      .orderBy('s.sectionNumber')
      .orderBy('ta.instructorName')
      .orderBy('ta.id')
      .execute() as Promise<PlanRow[]>,
  ]);
  const byWorkgroup = new Map<string, PlanEntry[]>();
  for (const { WorkgroupId, ...entry } of entries) {
    const plan = byWorkgroup.get(WorkgroupId);
    if (plan) plan.push(entry);
    else byWorkgroup.set(WorkgroupId, [entry]);
  }
  return workgroups.map((row) => {
    const plan = byWorkgroup.get(row.WorkgroupId as string) ?? [];
    return {
      WorkgroupId: row.WorkgroupId as string,
      workgroupName: row.workgroupName as string,
      sectionCount: Number(row.sectionCount),
      plan,
      planVersion: planVersionOf(plan),
    };
  });
}
