import type { AuthContext } from '@tams/access';
import {
  type TeachingPreferencesCommand,
  teachingPreferencesDecider,
  teachingPreferencesStreamId,
  teachingPreferencesStreamPrefix,
} from '@tams/domain';
import { handleCommand } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import type { Context } from 'koa';
import { eventMetadataOf, waitForReadModels } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { commandContextOf } from '../resources/recordRoutes.js';

export type PreferenceCommandInput = TeachingPreferencesCommand extends infer C
  ? C extends TeachingPreferencesCommand
    ? Omit<C, 'actorId'>
    : never
  : never;

/**
 * Runs a command on the faculty member's preferences stream (the decider checks the version the caller
 * saw) and waits until the planning read model shows it. False: recorded, not visible yet (answer 202).
 */
export async function runPreferenceCommand(
  deps: AppContext,
  ctx: Context,
  auth: AuthContext,
  command: PreferenceCommandInput,
): Promise<{ visible: boolean; position: unknown; appended: number }> {
  const result = await handleCommand(
    deps.store,
    teachingPreferencesStreamId(command.UserId, command.AcademicPeriodId),
    teachingPreferencesDecider,
    { ...command, actorId: auth.workingUserId } as TeachingPreferencesCommand,
    {
      metadata: eventMetadataOf(commandContextOf(ctx, auth)),
      streamType: teachingPreferencesStreamPrefix,
    },
  );
  const visible = await waitForReadModels(
    deps,
    [projectionOf('preferenceSubmissions').name],
    result.position,
  );
  return { visible, position: result.position, appended: result.events.length };
}

/** The 202 of DESIGN §4: the change is in the log; the read models will show it shortly. */
export function answerAccepted(ctx: Context, position: unknown) {
  ctx.status = 202;
  ctx.body = { message: 'Accepted: the change is recorded and will be visible shortly', position };
}
