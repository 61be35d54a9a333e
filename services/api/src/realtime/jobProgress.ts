import type { AuthContext } from '@tams/access';
import type { NotificationHub } from '@tams/event-store';
import {
  type JobProgressNotice,
  type JobProgressPayload,
  type JobStarter,
  jobProgressChannel,
} from '@tams/workers';
import type { SocketHub, SocketMessage } from './socketHub.js';

export const starterOf = (auth: AuthContext): JobStarter => ({
  userId: auth.workingUserId,
  authenticatedUserId: auth.authenticatedUserId,
});

/** The person who started it, in any of their sessions, or a session acting as the user it acted as. */
export const isStarter = (auth: AuthContext, starter: JobStarter | undefined): boolean =>
  !!starter &&
  (auth.workingUserId === starter.userId || auth.authenticatedUserId === starter.authenticatedUserId);

/**
 * The API's side of job progress: relays each notice the workers send (workers/src/jobProgressNotices.ts)
 * to the connections of the user who started the job.
 */
export function relayJobProgress(listener: NotificationHub, sockets: SocketHub): Promise<() => void> {
  return listener.listen(jobProgressChannel, (text) => {
    let notice: JobProgressNotice;
    try {
      notice = JSON.parse(text) as JobProgressNotice;
    } catch {
      return;
    }
    const { startedBy, ...payload } = notice;
    const message: SocketMessage<JobProgressPayload> = { type: 'jobProgress', payload };
    sockets.publish(message, (client) => isStarter(client.identity.auth, startedBy));
  });
}
