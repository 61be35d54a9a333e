import type Router from '@koa/router';
import { NotFoundError, type Preference, ValidationError } from '@tams/domain';
import { lastPeriodWithPreferences, submissionOf, submissionsOfMember } from '@tams/projections';
import type { Context } from 'koa';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { setListHeaders } from '../http/listHeaders.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { copiedPreferences } from './copyPreferences.js';
import { myPreferencesOf, preferencePeriod, windowOpenIn } from './myPreferences.js';
import { answerAccepted } from '../commands/commandContext.js';
import { type PreferenceCommandInput, runPreferenceCommand } from './preferenceCommands.js';
import { checkedPreferences, copyRequest, saveRequest, submitRequest } from './preferenceInput.js';

/** The caller (their working user) and the period named in the body or query, else their working period. */
async function minePeriod(deps: AppContext, ctx: Context, action: 'read' | 'update', asked: unknown) {
  const { auth } = authorize(ctx, action, 'MyTeachingPreference');
  const periodId = await askedOrWorkingPeriodId(deps.db, asked, auth.workingUserId);
  if (!periodId) throw new NotFoundError('academicPeriods', 'working (no academic period is set)');
  return { auth, userId: auth.workingUserId, periodId };
}

/**
 * The faculty's own teaching preferences (spec §2 My Teaching Preferences; subject MyTeachingPreference):
 * always the caller's own, one period at a time. Saving, submitting and copying answer the preferences as
 * they are then (MyPreferences), or 202 when the read model has not caught up within the wait.
 */
export function myPreferenceRoutes(router: Router, deps: AppContext): void {
  const run = async (ctx: Context, command: PreferenceCommandInput, more: object = {}) => {
    const { auth } = authorize(ctx, 'update', 'MyTeachingPreference');
    const result = await runPreferenceCommand(deps, ctx, auth, command);
    if (!result.visible) return answerAccepted(ctx, result.position);
    ctx.body = { ...(await myPreferencesOf(deps.db, command.UserId, command.AcademicPeriodId)), ...more };
  };

  router.get('/api/myTeachingPreferences', async (ctx) => {
    const { userId, periodId } = await minePeriod(deps, ctx, 'read', ctx.query.AcademicPeriodId);
    ctx.body = await myPreferencesOf(deps.db, userId, periodId);
  });

  router.put('/api/myTeachingPreferences', async (ctx) => {
    const body = requestBody(ctx);
    authorize(ctx, 'update', 'MyTeachingPreference');
    const request = parseBody(saveRequest(), body);
    const expectedVersion = expectedVersionOf(ctx, body, true)!;
    const { userId, periodId } = await minePeriod(deps, ctx, 'update', request.AcademicPeriodId);
    const [period, preferences] = await Promise.all([
      preferencePeriod(deps.db, periodId),
      checkedPreferences(deps.db, periodId, request.preferences),
    ]);
    await run(ctx, {
      type: 'SaveTeachingPreferences',
      UserId: userId,
      AcademicPeriodId: periodId,
      expectedVersion,
      preferences,
      windowOpen: windowOpenIn(period),
    });
  });

  router.post('/api/myTeachingPreferences/submit', async (ctx) => {
    const body = requestBody(ctx);
    authorize(ctx, 'update', 'MyTeachingPreference');
    const request = parseBody(submitRequest, body);
    const expectedVersion = expectedVersionOf(ctx, body, true)!;
    const { userId, periodId } = await minePeriod(deps, ctx, 'update', request.AcademicPeriodId);
    const period = await preferencePeriod(deps.db, periodId);
    await run(ctx, {
      type: 'SubmitTeachingPreferences',
      UserId: userId,
      AcademicPeriodId: periodId,
      expectedVersion,
      windowOpen: windowOpenIn(period),
    });
  });

  router.post('/api/myTeachingPreferences/copy', async (ctx) => {
    const body = requestBody(ctx);
    authorize(ctx, 'update', 'MyTeachingPreference');
    const request = parseBody(copyRequest, body);
    const expectedVersion = expectedVersionOf(ctx, body, true)!;
    const { userId, periodId } = await minePeriod(deps, ctx, 'update', request.AcademicPeriodId);
    const period = await preferencePeriod(deps.db, periodId);
    const fromId =
      request.fromAcademicPeriodId ??
      (await lastPeriodWithPreferences(deps.db, userId, period.startDate))?.AcademicPeriodId;
    if (!fromId || fromId === periodId)
      throw new ValidationError({
        fromAcademicPeriodId: 'No earlier period with your preferences to copy from',
      });
    const [source, current] = await Promise.all([
      submissionOf(deps.db, userId, fromId),
      submissionOf(deps.db, userId, periodId),
    ]);
    if (!source || source.preferenceCount === 0)
      throw new ValidationError({ fromAcademicPeriodId: 'You have no preferences in that period' });
    const copy = await copiedPreferences(
      deps.db,
      source.preferences as Preference[],
      (current?.preferences ?? []) as Preference[],
      periodId,
    );
    await run(
      ctx,
      {
        type: 'SaveTeachingPreferences',
        UserId: userId,
        AcademicPeriodId: periodId,
        expectedVersion,
        preferences: copy.preferences,
        windowOpen: windowOpenIn(period),
        copiedFromAcademicPeriodId: fromId,
      },
      { copied: copy.copied, skipped: copy.skipped },
    );
  });

  router.get('/api/myPreferenceSubmissions', async (ctx) => {
    const { auth } = authorize(ctx, 'read', 'MyTeachingPreference');
    const rows = await submissionsOfMember(deps.db, auth.workingUserId);
    setListHeaders(ctx, 'myPreferenceSubmissions', 0, rows.length, rows.length);
    ctx.body = rows;
  });
}
