import type { NotificationHub } from '@tams/event-store';
import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import type { SocketHub, SocketMessage } from './socketHub.js';

export const liveNoticeChannel = 'tams_live_notice';

/** A socket message for one user's connections (those acting as them), whichever process holds them. */
export interface LiveNotice extends SocketMessage<Record<string, unknown>> {
  toWorkingUserId: string;
}

/**
 * Sends a notice after the change it tells of is visible (the route waited for its read models), as a
 * NOTIFY that every API process relays to the user's connections it holds. For changes one user makes to
 * themselves, which no read model commit can tell apart from other changes of their row (the working
 * academic period: workingAcademicPeriodUpdated).
 */
export async function sendLiveNotice(db: ReadModels, notice: LiveNotice): Promise<void> {
  await sql`select pg_notify(${liveNoticeChannel}, ${JSON.stringify(notice)})`.execute(db);
}

/** The API's side: relays each notice to the connections acting as its user. */
export function relayLiveNotices(listener: NotificationHub, sockets: SocketHub): Promise<() => void> {
  return listener.listen(liveNoticeChannel, (text) => {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(text) as LiveNotice;
    } catch {
      return;
    }
    const { toWorkingUserId, type, payload } = notice;
    sockets.publish({ type, payload }, (client) => client.identity.auth.workingUserId === toWorkingUserId);
  });
}
