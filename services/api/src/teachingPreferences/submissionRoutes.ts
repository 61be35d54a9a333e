import type Router from '@koa/router';
import { NotFoundError, preferenceSchema } from '@tams/domain';
import { type SubmissionRow, submissionRows, submissionWithInstructor } from '@tams/projections';
import { z } from 'zod';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { listPeriodRows } from '../resources/periodRowsList.js';
import { courseNamesOf } from './courseWishes.js';
import { answerAccepted } from '../commands/commandContext.js';
import { runPreferenceCommand } from './preferenceCommands.js';
import { reopenRequest } from './preferenceInput.js';
import { presentSubmission, submissionsAllowList } from './submissionRows.js';
import { isUuid } from '../http/ids.js';

/** GET /api/preferenceSubmissions/:id: a submission with its faculty member and the names of wished courses. */
export const submissionDetailSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  UserId: z.string(),
  AcademicPeriodId: z.string(),
  status: z.enum(['draft', 'submitted', 'reopened']),
  preferences: z.array(preferenceSchema),
  /** The preferences as last submitted (null before the first submission). */
  submittedPreferences: z.array(preferenceSchema).nullable(),
  preferenceCount: z.number().int(),
  submittedAt: z.date().nullable(),
  reopenedAt: z.date().nullable(),
  reopenReason: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  updatedBy: z.string().nullable(),
  instructorName: z.string(),
  WorkgroupIds: z.array(z.string()),
  courseNames: z.record(z.string(), z.string()),
});
type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/**
 * Every faculty member's teaching preferences, for staff (subject Instructor: read to see them, update to
 * reopen one). The list has a row for each faculty member asked (notStarted without a stream); a
 * submission by id exists once its faculty member first saved.
 */
export function submissionRoutes(router: Router, deps: AppContext): void {
  const detail = async (id: string): Promise<SubmissionDetail> => {
    const row = isUuid(id) ? await submissionWithInstructor(deps.db, id) : undefined;
    if (!row) throw new NotFoundError('preferenceSubmissions', id);
    const courseNames = await courseNamesOf(deps.db, row.preferences, row.submittedPreferences);
    return {
      ...row,
      version: Number(row.version),
      preferenceCount: Number(row.preferenceCount),
      courseNames,
    };
  };

  router.get('/api/preferenceSubmissions', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'Instructor');
    await listPeriodRows(ctx, deps, auth.workingUserId, {
      resource: 'preferenceSubmissions',
      allowList: submissionsAllowList,
      rowsOf: (periodId) => submissionRows(deps.db, periodId!),
      present: (row) => presentSubmission(row as SubmissionRow),
      needsPeriod: true,
    });
  });

  router.get('/api/preferenceSubmissions/:id', async (ctx) => {
    authorize(ctx, 'read', 'Instructor');
    ctx.body = await detail(ctx.params.id!);
  });

  router.post('/api/preferenceSubmissions/:id/reopen', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'Instructor');
    const body = requestBody(ctx);
    const request = parseBody(reopenRequest, body);
    const expectedVersion = expectedVersionOf(ctx, body, true)!;
    const current = await detail(ctx.params.id!);
    const result = await runPreferenceCommand(deps, ctx, auth, {
      type: 'ReopenTeachingPreferences',
      UserId: current.UserId,
      AcademicPeriodId: current.AcademicPeriodId,
      expectedVersion,
      reason: request.reason,
    });
    if (!result.visible) return answerAccepted(ctx, result.position);
    ctx.body = await detail(current.id);
  });
}
