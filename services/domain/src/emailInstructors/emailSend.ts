import type { Decider } from '@tams/event-store';
import { BusinessRuleError, StateConflictError, ValidationError } from '../shared/errors.js';
import type { EmailSendEvent, EmailSendRequestedData, EmailTransport } from './emailSendEvents.js';

/**
 * One send of Email Instructors: a stream per send, `emailSend-<id>`. The API records what is to be sent,
 * rendered per recipient (exactly what the preview showed); the `email` job claims each recipient before
 * it hands the message to SMTP (or the outbox) and records the outcome after. A recipient is claimed at
 * most once per release, so no message goes out twice: one claimed without an outcome (the worker died in
 * between) stays "unconfirmed" until someone releases it for a resend.
 */
export const emailSendStreamPrefix = 'emailSend';
export const emailSendStreamId = (id: string) => `${emailSendStreamPrefix}-${id}`;

/** pending: not tried; claimed: handed (or about to be) to SMTP, outcome unknown; deferred: to try again. */
export type RecipientStatus = 'pending' | 'claimed' | 'deferred' | 'sent' | 'failed';
export interface EmailSendState {
  status: 'none' | 'sending' | 'completed';
  recipients: Record<string, { status: RecipientStatus; attempts: number }>;
}

export type EmailSendCommand =
  | { type: 'RequestEmailSend'; request: EmailSendRequestedData }
  | { type: 'ClaimEmailRecipient'; id: string; UserId: string }
  | {
      type: 'RecordEmailDelivered';
      id: string;
      UserId: string;
      transport: EmailTransport;
      response: string | null;
    }
  | { type: 'RecordEmailDeferred'; id: string; UserId: string; reason: string }
  | { type: 'RecordEmailFailed'; id: string; UserId: string; reason: string }
  | { type: 'ReleaseEmailRecipients'; id: string; UserIds: readonly string[] }
  | { type: 'CompleteEmailSend'; id: string };

const settle = (
  state: EmailSendState,
  UserId: string,
  status: RecipientStatus,
  attempts = state.recipients[UserId]?.attempts ?? 0,
): EmailSendState => ({
  ...state,
  recipients: { ...state.recipients, [UserId]: { status, attempts } },
});

export function evolveEmailSend(state: EmailSendState, event: EmailSendEvent): EmailSendState {
  switch (event.type) {
    case 'EmailSendRequested':
      return {
        status: 'sending',
        recipients: Object.fromEntries(
          event.data.messages.map((message) => [message.UserId, { status: 'pending', attempts: 0 }]),
        ),
      };
    case 'EmailRecipientClaimed':
      return settle(state, event.data.UserId, 'claimed', event.data.attempt);
    case 'EmailDelivered':
      return settle(state, event.data.UserId, 'sent');
    case 'EmailDeferred':
      return settle(state, event.data.UserId, 'deferred');
    case 'EmailFailed':
      return settle(state, event.data.UserId, 'failed');
    case 'EmailRecipientReleased':
      return { ...settle(state, event.data.UserId, 'pending'), status: 'sending' };
    case 'EmailSendCompleted':
      return { ...state, status: 'completed' };
  }
}

const countOf = (state: EmailSendState, status: RecipientStatus) =>
  Object.values(state.recipients).filter((recipient) => recipient.status === status).length;

function requested(state: EmailSendState, UserId: string) {
  if (state.status === 'none') throw new StateConflictError('This send was not requested');
  const recipient = state.recipients[UserId];
  if (!recipient) throw new BusinessRuleError(`${UserId} is no recipient of this send`, 'UserId');
  return recipient;
}

function request(data: EmailSendRequestedData, state: EmailSendState): EmailSendEvent[] {
  if (state.status !== 'none') return []; // the same request again (a retried POST)
  if (data.messages.length === 0)
    throw new ValidationError({ filters: 'No recipient matches these filters' }, 'Nobody to send to');
  const ids = data.messages.map((message) => message.UserId);
  if (new Set(ids).size !== ids.length) throw new ValidationError({ UserIds: 'A recipient is named twice' });
  const unaddressed = data.messages.find((message) => !message.to.includes('@'));
  if (unaddressed)
    throw new ValidationError(
      { UserIds: `${unaddressed.name} has no email address` },
      'A recipient has no address',
    );
  return [{ type: 'EmailSendRequested', data }];
}

/** Claims and outcomes are the job's; each says what the recipient's state allows. */
export function decideEmailSend(command: EmailSendCommand, state: EmailSendState): EmailSendEvent[] {
  switch (command.type) {
    case 'RequestEmailSend':
      return request(command.request, state);
    case 'ClaimEmailRecipient': {
      const recipient = requested(state, command.UserId);
      if (recipient.status !== 'pending' && recipient.status !== 'deferred')
        throw new StateConflictError(`This recipient is ${recipient.status}: it is not sent again`);
      const { id, UserId } = command;
      return [{ type: 'EmailRecipientClaimed', data: { id, UserId, attempt: recipient.attempts + 1 } }];
    }
    case 'RecordEmailDelivered':
    case 'RecordEmailDeferred':
    case 'RecordEmailFailed': {
      const recipient = requested(state, command.UserId);
      if (recipient.status !== 'claimed') {
        if (recipient.status === 'sent' && command.type === 'RecordEmailDelivered') return [];
        throw new StateConflictError(`This recipient is ${recipient.status}, not claimed`);
      }
      const { id, UserId } = command;
      if (command.type === 'RecordEmailDelivered')
        return [
          {
            type: 'EmailDelivered',
            data: { id, UserId, transport: command.transport, response: command.response },
          },
        ];
      const reason = command.reason.slice(0, 1000);
      return command.type === 'RecordEmailDeferred'
        ? [{ type: 'EmailDeferred', data: { id, UserId, reason } }]
        : [{ type: 'EmailFailed', data: { id, UserId, reason } }];
    }
    case 'ReleaseEmailRecipients': {
      if (command.UserIds.length === 0) throw new ValidationError({ UserIds: 'Name at least one recipient' });
      return command.UserIds.map((UserId) => {
        const recipient = requested(state, UserId);
        if (recipient.status !== 'claimed' || state.status !== 'completed')
          throw new BusinessRuleError(
            `Only an unconfirmed recipient of a finished send can be sent again (this one is ${recipient.status})`,
            'UserIds',
          );
        return { type: 'EmailRecipientReleased', data: { id: command.id, UserId } } as const;
      });
    }
    case 'CompleteEmailSend': {
      if (state.status !== 'sending') return [];
      const { id } = command;
      return [
        {
          type: 'EmailSendCompleted',
          data: {
            id,
            sent: countOf(state, 'sent'),
            failed: countOf(state, 'failed'),
            unconfirmed: countOf(state, 'claimed'),
          },
        },
      ];
    }
  }
}

export const emailSendDecider: Decider<EmailSendState, EmailSendCommand, EmailSendEvent> = {
  initialState: () => ({ status: 'none', recipients: {} }),
  evolve: evolveEmailSend,
  decide: decideEmailSend,
};

/** The Message-ID of one recipient's message of one send: every attempt carries the same. */
export const messageIdHeaderOf = (sendId: string, userId: string, domain: string) =>
  `<${sendId}.${userId}@${domain}>`;
