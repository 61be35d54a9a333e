import type { Decider, DomainEvent } from '@tams/event-store';
import { NotFoundError } from '../shared/errors.js';
import { type RecordEvent, type RecordStreamState, recordStreamDecider } from '../shared/recordDecider.js';
import { users } from './user.js';

/**
 * What a user did that is not an edit of their record: signing in and masquerading. Kept in the user's
 * stream, so a person's audit trail reads in one place; the read model takes lastLoginAt from it.
 * `id` is the user who acted (the signed-in one, for masquerade).
 */
export type UserActivityEvent =
  | DomainEvent<'UserSignedIn', { id: string; method: string; at: string }>
  | DomainEvent<'UserMasqueradeStarted', { id: string; workingUserId: string; at: string }>
  | DomainEvent<'UserMasqueradeEnded', { id: string; workingUserId: string; at: string }>;

export type UserActivityCommand =
  | { type: 'RecordSignIn'; id: string; method: string; at: string }
  | { type: 'RecordMasqueradeStarted'; id: string; workingUserId: string; at: string }
  | { type: 'RecordMasqueradeEnded'; id: string; workingUserId: string; at: string };

const records = recordStreamDecider(users);

/** Decides activity on the user stream's record state: only an existing user acts. */
export const userActivityDecider: Decider<RecordStreamState, UserActivityCommand, UserActivityEvent> = {
  initialState: records.initialState,
  evolve: (state, event, version) => records.evolve(state, event as unknown as RecordEvent, version),
  decide(command, state) {
    if (state.status !== 'active') throw new NotFoundError('users', command.id);
    switch (command.type) {
      case 'RecordSignIn':
        return [{ type: 'UserSignedIn', data: { id: command.id, method: command.method, at: command.at } }];
      case 'RecordMasqueradeStarted':
      case 'RecordMasqueradeEnded':
        return [
          {
            type:
              command.type === 'RecordMasqueradeStarted' ? 'UserMasqueradeStarted' : 'UserMasqueradeEnded',
            data: { id: command.id, workingUserId: command.workingUserId, at: command.at },
          },
        ];
    }
  },
};
