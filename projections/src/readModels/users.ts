import type { UserActivityEvent } from '@tams/domain';
import { users } from '@tams/domain';
import { recordProjection } from './recordProjection.js';

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
      // sign-ins may be applied again (rebuild): keep the latest
      if (user && !(user.lastLoginAt && String(user.lastLoginAt) >= data.at))
        rows.put('users', { ...user, lastLoginAt: data.at });
    },
  },
});
