import type { AuthContext } from '@tams/access';
import {
  academicPeriods,
  type ProgressActor,
  type ProgressCommand,
  progressDecider,
  streamIdOf,
} from '@tams/domain';
import { type Checkpoint, handleCommand } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import type { Context } from 'koa';
import { eventMetadataOf, waitForReadModels } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { commandContextOf } from '../resources/recordRoutes.js';

/** The working user as the progress rules judge them: roles and workgroup rights. */
export const actorOf = (auth: AuthContext): ProgressActor => ({
  UserId: auth.workingUserId,
  roles: auth.Roles.map((role) => role.slug),
  workgroupPermissions: auth.workgroupPermissions,
});

/** The processor whose tables the progress answers read (academicPeriods, progressActions, approvals). */
export const progressProcessor = () => projectionOf('progressActions').name;

/**
 * A progress command in the period's stream: the record's edits share it, so no expected stream version
 * is sent (an edit of the period in between is no conflict; the decider checks the step the actor saw)
 * and an append race is decided again on fresh state. Then read-your-writes on the periods' processor.
 */
export async function runProgressCommand(
  deps: AppContext,
  ctx: Context,
  auth: AuthContext,
  command: ProgressCommand,
): Promise<{ visible: boolean; position: Checkpoint | undefined }> {
  const result = await handleCommand(
    deps.store,
    streamIdOf(academicPeriods, command.AcademicPeriodId),
    progressDecider,
    command,
    {
      metadata: eventMetadataOf(commandContextOf(ctx, auth)),
      streamType: academicPeriods.streamPrefix,
    },
  );
  const visible = await waitForReadModels(deps, [progressProcessor()], result.position);
  return { visible, position: result.position };
}

/** 202 (DESIGN §4): recorded, the read model not there yet. */
export function acceptedAnswer(ctx: Context, position: Checkpoint | undefined) {
  ctx.status = 202;
  ctx.body = { message: 'Accepted: the change is recorded and will be visible shortly', position };
}
