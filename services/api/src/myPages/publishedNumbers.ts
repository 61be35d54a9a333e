import { roundPoints } from '@tams/domain';

interface WorkloadNumbers {
  pointsRequired?: number | null;
  pointsAssigned?: number | null;
  pointsRemaining?: number | null;
  teachingPoints?: number | null;
  adminPoints?: number | null;
}

/**
 * A faculty member's own numbers as they may see them (spec: teaching assignments show to faculty once the
 * period is published): before that, as if no teaching were assigned yet, since the numbers would tell what
 * is planned. One rule for My Workload and the dashboard's "My workload" card, so they never disagree.
 */
export function numbersFacultySee(numbers: WorkloadNumbers | undefined, published: boolean) {
  const adminPoints = Number(numbers?.adminPoints ?? 0);
  const pointsRequired = numbers?.pointsRequired ?? null;
  const pointsAssigned = published ? Number(numbers?.pointsAssigned ?? 0) : adminPoints;
  return {
    published,
    pointsRequired,
    pointsAssigned,
    pointsRemaining: published
      ? (numbers?.pointsRemaining ?? null)
      : pointsRequired === null
        ? null
        : roundPoints(Number(pointsRequired) - pointsAssigned),
    teachingPoints: published ? Number(numbers?.teachingPoints ?? 0) : 0,
    adminPoints,
  };
}
