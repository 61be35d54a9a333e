import { NotFoundError } from '@tams/domain';
import { instructorRow, memberAdminAssignments, memberTeaching, type ReadModels } from '@tams/projections';

/**
 * A faculty member's load sheet for a period: their sections and administrative assignments, and their
 * points as /api/instructors/:id has them (required, assigned = teaching + admin, remaining; DESIGN §11).
 * 404 when the user is no faculty member.
 */
export async function loadSheetOf(
  db: ReadModels,
  userId: string,
  period: { id: string; name: string },
  options: { effortEnabled: boolean },
) {
  const [row, sections, adminAssignments] = await Promise.all([
    instructorRow(db, userId, period.id, options),
    memberTeaching(db, userId, period.id),
    memberAdminAssignments(db, userId, period.id),
  ]);
  if (!row) throw new NotFoundError('instructors', userId);
  return {
    period,
    instructor: {
      id: row.id,
      name: row.name,
      email: row.email ?? null,
      instructorTypeName: row.instructorTypeName ?? null,
      rankName: row.rankName ?? null,
      divisionName: row.divisionName ?? null,
      Workgroups: row.Workgroups ?? [],
    },
    sections,
    adminAssignments,
    totals: {
      pointsRequired: row.pointsRequired,
      pointsRequiredSource: row.pointsRequiredSource ?? null,
      teachingPoints: row.teachingPoints,
      adminPoints: row.adminPoints,
      pointsAssigned: row.pointsAssigned,
      pointsRemaining: row.pointsRemaining,
      workloadStatus: row.workloadStatus,
    },
  };
}
