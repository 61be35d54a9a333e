import { type AuthContext, isMasquerading } from '@tams/access';
import {
  academicPeriods,
  type ProgressActor,
  type ProgressCommand,
  progressDecider,
  streamIdOf,
} from '@tams/domain';
import type { Checkpoint } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import type { Context } from 'koa';
import { runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { commandContextOf } from '../resources/recordRoutes.js';

/** The working user as the progress rules judge them: roles, workgroup rights, and whether acted as. */
export const actorOf = (auth: AuthContext): ProgressActor => ({
  UserId: auth.workingUserId,
  roles: auth.Roles.map((role) => role.slug),
  workgroupPermissions: auth.workgroupPermissions,
  masquerading: isMasquerading(auth),
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
  const { visible, position } = await runStreamCommand(deps, commandContextOf(ctx, auth), {
    streamId: streamIdOf(academicPeriods, command.AcademicPeriodId),
    streamType: academicPeriods.streamPrefix,
    decider: progressDecider,
    command,
    processors: [progressProcessor()],
  });
  return { visible, position };
}
