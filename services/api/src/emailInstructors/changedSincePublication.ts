import { planDifferences } from '@tams/domain';
import { publishedPlans, type ReadModels } from '@tams/projections';
import { workgroupPlans } from '../progress/plans.js';

/**
 * The faculty whose teaching assignments in a published period are not what was published: the plan each
 * workgroup had approved at step 7 (Academic affairs approval), which advancing to step 8 published to
 * faculty, against its plan now (planDifferences: an assignment added, removed, or its instructor, section,
 * points or type changed). Both the instructor before and after a change are named.
 */
export async function changedSincePublication(db: ReadModels, periodId: string): Promise<string[]> {
  const [published, current] = await Promise.all([
    publishedPlans(db, periodId),
    workgroupPlans(db, periodId),
  ]);
  const now = new Map(current.map((plan) => [plan.WorkgroupId, plan.plan]));
  const changed = new Set<string>();
  for (const workgroupId of new Set([...published.keys(), ...now.keys()])) {
    const differences = planDifferences(published.get(workgroupId) ?? [], now.get(workgroupId) ?? []);
    for (const entry of [...differences.added, ...differences.removed]) changed.add(entry.UserId);
    for (const { before, after } of differences.changed) changed.add(before.UserId).add(after.UserId);
  }
  return [...changed];
}
