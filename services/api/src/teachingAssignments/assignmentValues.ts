import { ValidationError, roundPoints } from '@tams/domain';
import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import { ConfirmationRequiredError, ForbiddenError } from '../http/errors.js';
import { allowsRecord } from '../resources/recordRoutes.js';
import { type Row, recordById } from '../resources/recordReads.js';
import { loadPreview } from './loadPreview.js';

/** Why a user cannot be assigned to teach, or undefined when they can. */
export async function instructorRefusal(db: Kysely<any>, userId: unknown): Promise<string | undefined> {
  if (typeof userId !== 'string') return undefined; // the required check answers it
  const user = await db
    .selectFrom('users as u')
    .leftJoin('facultyProfiles as fp', 'fp.UserId', 'u.id')
    .select([
      'u.isFaculty',
      'u.isActive',
      'u.MergedIntoUserId',
      'fp.isActive as profileActive',
      'fp.receiveAssignments',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined; // the reference check answers it
  if (!user.isFaculty) return 'Not a faculty member';
  if (!user.isActive || user.MergedIntoUserId) return 'This user is not active';
  // without a faculty profile, a faculty member receives assignments (the profile's defaults)
  if (user.profileActive === false || user.receiveAssignments === false)
    return "This instructor's faculty profile does not receive assignments";
  return undefined;
}

/** The section's points no assignment covers yet (never below 0): a new assignment's default share. */
export const uncoveredPoints = (section: Row) =>
  Math.max(roundPoints(Number(section.points ?? 0) - Number(section.assignedPoints ?? 0)), 0);

/**
 * A teaching assignment's server values and checks (DESIGN §11). A new one takes its section's period and
 * workgroup (what lists and the workgroup rights go by) and, without points, the section's uncovered points.
 * The instructor must be an active faculty member who receives assignments. When the change would put
 * them over their required points or at two meetings at once, it needs `?confirm=true` (409 otherwise,
 * nothing appended); the caller's right to write in this section is checked before anything is revealed.
 */
export async function assignmentServerValues(
  ctx: Context,
  db: Kysely<any>,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Record<string, unknown>> {
  // the instructor's check does not need the section: read both at once
  const [section, refusal] = await Promise.all([
    recordById(db, 'sections', (current ?? values).SectionId),
    current ? undefined : instructorRefusal(db, values.UserId),
  ]);
  if (!section) return {}; // the reference check answers it
  const derived: Record<string, unknown> = current
    ? {}
    : { AcademicPeriodId: section.AcademicPeriodId, WorkgroupId: section.WorkgroupId ?? null };
  if (!current) {
    if (!allowsRecord(ctx.state.ability, 'create', 'SectionAssignment', { ...values, ...derived }))
      throw new ForbiddenError();
    if (values.points === undefined) derived.points = uncoveredPoints(section);
    if (refusal) throw new ValidationError({ UserId: refusal });
  }
  const points = Number(values.points ?? derived.points ?? current?.points ?? 0);
  const replacing = current ? Number(current.points ?? 0) : 0;
  const userId = (current ?? values).UserId;
  // without an instructor the required-field check answers; warnings need one
  if (typeof userId === 'string' && ctx.query.confirm !== 'true' && (!current || points > replacing)) {
    const preview = await loadPreview(db, section, userId, points, replacing);
    // a change of points moves the load, not the meetings: only a new assignment can add a conflict
    const warnings = current ? preview.warnings.filter((w) => w.kind === 'overload') : preview.warnings;
    if (warnings.length > 0) throw new ConfirmationRequiredError(warnings);
  }
  return derived;
}
