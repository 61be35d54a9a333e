import type { UserActivityEvent } from '@tams/domain';
import { users } from '@tams/domain';
import { recordProjection } from '../framework/recordProjection.js';

/** Users with their faculty profiles, financial data and settings; lastLoginAt from their sign-ins. */
export const usersProjection = recordProjection(users, {
  extension: {
    handles: ['UserSignedIn'],
    touches(event, rows) {
      if (event.type === 'UserSignedIn') rows.want('users', (event.data as { id: string }).id);
    },
    apply(event, rows) {
      if (event.type !== 'UserSignedIn') return;
      const { data } = event as unknown as Extract<UserActivityEvent, { type: 'UserSignedIn' }>;
      const user = rows.get('users', data.id);
      // sign-ins may be applied again (rebuild): keep the latest. A loaded row holds a Date, a row put
      // in this batch an ISO string: compare them as instants
      const last = user?.lastLoginAt ? new Date(user.lastLoginAt as string | Date).getTime() : -Infinity;
      if (user && last < Date.parse(data.at)) rows.put('users', { ...user, lastLoginAt: data.at });
    },
  },
});
