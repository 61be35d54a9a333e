import { type EmailSendEvent, emailSendEventTypes } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import type { BatchRows } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import type { ReadModelTable } from '../framework/readModelTable.js';

/** One row per send of Email Instructors: who sent what, when, to how many (the send history). */
export const emailSendsTable: ReadModelTable = {
  name: 'emailSends',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'EmailTemplateId', sqlType: 'uuid' },
    { name: 'subject', sqlType: 'text', notNull: true },
    { name: 'body', sqlType: 'text', notNull: true },
    { name: 'filters', sqlType: 'jsonb', notNull: true },
    { name: 'devRedirect', sqlType: 'boolean', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'recipientCount', sqlType: 'integer', notNull: true },
    { name: 'requestedBy', sqlType: 'uuid' },
    { name: 'requestedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'completedAt', sqlType: 'timestamptz' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [{ key: 'requestedAt', body: '("requestedAt", id)' }],
};

/** One row per recipient of a send: the message as rendered, where it went and what became of it. */
export const emailMessagesTable: ReadModelTable = {
  name: 'emailMessages',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'SendId', sqlType: 'uuid', notNull: true },
    { name: 'UserId', sqlType: 'uuid', notNull: true },
    { name: 'name', sqlType: 'text', notNull: true },
    { name: 'email', sqlType: 'text', notNull: true },
    { name: 'to', sqlType: 'text', notNull: true },
    { name: 'subject', sqlType: 'text', notNull: true },
    { name: 'body', sqlType: 'text', notNull: true },
    { name: 'messageId', sqlType: 'text', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'attempts', sqlType: 'integer', notNull: true },
    { name: 'transport', sqlType: 'text' },
    { name: 'response', sqlType: 'text' },
    { name: 'error', sqlType: 'text' },
    { name: 'claimedAt', sqlType: 'timestamptz' },
    { name: 'sentAt', sqlType: 'timestamptz' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'send', body: '("SendId", name, id)' },
    { key: 'outbox', body: '(transport, "sentAt", id)' },
  ],
};

export type EmailSendRow = {
  id: string;
  version: number;
  AcademicPeriodId: string;
  EmailTemplateId: string | null;
  subject: string;
  body: string;
  filters: Record<string, unknown>;
  devRedirect: boolean;
  status: 'sending' | 'completed';
  recipientCount: number;
  requestedBy: string | null;
  requestedAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
};

export type EmailMessageStatus = 'pending' | 'claimed' | 'deferred' | 'sent' | 'failed';
export type EmailMessageRow = {
  id: string;
  version: number;
  SendId: string;
  UserId: string;
  name: string;
  email: string;
  to: string;
  subject: string;
  body: string;
  messageId: string;
  status: EmailMessageStatus;
  attempts: number;
  transport: 'smtp' | 'outbox' | null;
  response: string | null;
  error: string | null;
  claimedAt: Date | null;
  sentAt: Date | null;
  updatedAt: Date;
};

export const emailMessageRowIdOf = (sendId: string, userId: string) =>
  derivedId('emailMessage', `${sendId}:${userId}`);

const typed = (event: RecordedEvent) => event as unknown as EmailSendEvent;

function applyToMessage(event: EmailSendEvent, recorded: RecordedEvent, rows: BatchRows) {
  if (!('UserId' in event.data)) return;
  const id = emailMessageRowIdOf(event.data.id, event.data.UserId);
  const row = rows.get(emailMessagesTable.name, id);
  if (!row || Number(row.version) >= recorded.streamVersion) return;
  const at = recorded.recordedAt;
  const stamp = { version: recorded.streamVersion, updatedAt: at };
  switch (event.type) {
    case 'EmailRecipientClaimed':
      return rows.put(emailMessagesTable.name, {
        ...row,
        ...stamp,
        status: 'claimed',
        attempts: event.data.attempt,
        claimedAt: at,
      });
    case 'EmailDelivered': {
      const { transport, response } = event.data;
      return rows.put(emailMessagesTable.name, {
        ...row,
        ...stamp,
        status: 'sent',
        transport,
        response,
        error: null,
        sentAt: at,
      });
    }
    case 'EmailDeferred':
      return rows.put(emailMessagesTable.name, {
        ...row,
        ...stamp,
        status: 'deferred',
        error: event.data.reason,
      });
    case 'EmailFailed':
      return rows.put(emailMessagesTable.name, {
        ...row,
        ...stamp,
        status: 'failed',
        error: event.data.reason,
      });
    case 'EmailRecipientReleased':
      return rows.put(emailMessagesTable.name, { ...row, ...stamp, status: 'pending' });
  }
}

function applySendEvent(recorded: RecordedEvent, rows: BatchRows) {
  const event = typed(recorded);
  const sendId = event.data.id;
  const send = rows.get(emailSendsTable.name, sendId);
  if (send && Number(send.version) >= recorded.streamVersion) return;
  const at = recorded.recordedAt;
  if (event.type === 'EmailSendRequested') {
    const { messages, id, ...request } = event.data;
    rows.put(emailSendsTable.name, {
      id,
      ...request,
      version: recorded.streamVersion,
      status: 'sending',
      recipientCount: messages.length,
      requestedBy: recorded.metadata.actorId ?? null,
      requestedAt: at,
      completedAt: null,
      updatedAt: at,
    });
    for (const message of messages)
      rows.put(emailMessagesTable.name, {
        id: emailMessageRowIdOf(id, message.UserId),
        version: recorded.streamVersion,
        SendId: id,
        ...message,
        status: 'pending',
        attempts: 0,
        transport: null,
        response: null,
        error: null,
        claimedAt: null,
        sentAt: null,
        updatedAt: at,
      });
    return;
  }
  if (!send) return;
  applyToMessage(event, recorded, rows);
  const status =
    event.type === 'EmailSendCompleted'
      ? 'completed'
      : event.type === 'EmailRecipientReleased'
        ? 'sending'
        : send.status;
  rows.put(emailSendsTable.name, {
    ...send,
    version: recorded.streamVersion,
    status,
    completedAt: event.type === 'EmailSendCompleted' ? at : send.completedAt,
    updatedAt: at,
  });
}

/** The sends of Email Instructors and their messages (the outbox), a part of the `system` read model. */
export const emailSendsPart: Projection = {
  name: 'emailSends',
  version: 1,
  tables: [emailSendsTable, emailMessagesTable],
  handles: new Set(emailSendEventTypes),
  touches(recorded, rows) {
    const event = typed(recorded);
    rows.want(emailSendsTable.name, event.data.id);
    if ('UserId' in event.data)
      rows.want(emailMessagesTable.name, emailMessageRowIdOf(event.data.id, event.data.UserId));
  },
  apply: applySendEvent,
};
