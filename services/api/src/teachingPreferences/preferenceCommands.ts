import type { AuthContext } from '@tams/access';
import {
  type TeachingPreferencesCommand,
  teachingPreferencesDecider,
  teachingPreferencesStreamId,
  teachingPreferencesStreamPrefix,
} from '@tams/domain';
import type { Checkpoint } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import type { Context } from 'koa';
import { runStreamCommand } from '../commands/commandContext.js';
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
): Promise<{ visible: boolean; position: Checkpoint | undefined; appended: number }> {
  const { visible, position, events } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
    streamId: teachingPreferencesStreamId(command.UserId, command.AcademicPeriodId),
    streamType: teachingPreferencesStreamPrefix,
    decider: teachingPreferencesDecider,
    command: { ...command, actorId: auth.workingUserId } as TeachingPreferencesCommand,
    processors: [projectionOf('preferenceSubmissions').name],
  });
  return { visible, position, appended: events.length };
}
