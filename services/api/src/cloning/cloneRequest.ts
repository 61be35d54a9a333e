import { type FieldErrors, ValidationError } from '@tams/domain';
import { derivedId } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import type { JobStarter } from '@tams/workers';
import { z } from 'zod';

const periodId = z
  .uuid({ error: 'Must be the id of an academic period' })
  .transform((id) => id.toLowerCase());

/** POST cloning: which period into which, and whether meetings come along (they do not unless asked). */
export const cloneBody = z
  .strictObject({
    sourceAcademicPeriodId: periodId,
    targetAcademicPeriodId: periodId,
    includeMeetings: z.boolean({ error: 'Must be true or false' }).default(false),
  })
  .refine((body) => body.sourceAcademicPeriodId !== body.targetAcademicPeriodId, {
    error: 'Must be another period than the source',
    path: ['targetAcademicPeriodId'],
  });
export type CloneRequest = z.infer<typeof cloneBody>;

/** Both periods must exist: refused before anything is enqueued. */
export async function refuseUnknownPeriods(db: ReadModels, request: CloneRequest): Promise<void> {
  const ids = [request.sourceAcademicPeriodId, request.targetAcademicPeriodId];
  const rows = await db.selectFrom('academicPeriods').select('id').where('id', 'in', ids).execute();
  const known = new Set(rows.map((row) => String(row.id)));
  const errors: FieldErrors = {};
  for (const field of ['sourceAcademicPeriodId', 'targetAcademicPeriodId'] as const) {
    if (!known.has(request[field])) errors[field] = 'No academic period with this id';
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The job id follows from who asks for what: a double click finds the job its first click enqueued. Two
 * people cloning the same periods get a job each; the second then finds the first's streams and skips them.
 */
export const cloneJobIdOf = (starter: JobStarter, request: CloneRequest) =>
  derivedId(
    'cloneResources',
    `${starter.userId}:${request.sourceAcademicPeriodId}:${request.targetAcademicPeriodId}:${request.includeMeetings}`,
  );
