import type { DomainEvent } from '@tams/event-store';
import { z } from 'zod';

/* The events of an Email Instructors send's stream (emailSend.ts decides them). */

export const emailMessageSchema = z.object({
  UserId: z.string(),
  name: z.string(),
  /** The recipient's own address. */
  email: z.string(),
  /** Where it goes: `email`, or DEV_EMAIL_TO while devEmailsEnabled is on. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The Message-ID header: the same for every attempt at this recipient of this send. */
  messageId: z.string(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export interface EmailSendRequestedData {
  id: string;
  AcademicPeriodId: string;
  EmailTemplateId: string | null;
  /** The template as written (merge fields unrendered). */
  subject: string;
  body: string;
  /** The recipient filters as chosen, for the history. */
  filters: Record<string, unknown>;
  /** devEmailsEnabled was on: every `to` is DEV_EMAIL_TO. */
  devRedirect: boolean;
  messages: EmailMessage[];
}

export type EmailTransport = 'smtp' | 'outbox';
type Recipient = { id: string; UserId: string };

export type EmailSendRequested = DomainEvent<'EmailSendRequested', EmailSendRequestedData>;
export type EmailRecipientClaimed = DomainEvent<'EmailRecipientClaimed', Recipient & { attempt: number }>;
export type EmailDelivered = DomainEvent<
  'EmailDelivered',
  Recipient & { transport: EmailTransport; response: string | null }
>;
/** A temporary failure (a 4xx reply, a lost connection): not delivered, to be tried again. */
export type EmailDeferred = DomainEvent<'EmailDeferred', Recipient & { reason: string }>;
export type EmailFailed = DomainEvent<'EmailFailed', Recipient & { reason: string }>;
/** Someone saw an unconfirmed recipient did not get it: claimable again (a manual resend). */
export type EmailRecipientReleased = DomainEvent<'EmailRecipientReleased', Recipient>;
export type EmailSendCompleted = DomainEvent<
  'EmailSendCompleted',
  { id: string; sent: number; failed: number; unconfirmed: number }
>;
export type EmailSendEvent =
  | EmailSendRequested
  | EmailRecipientClaimed
  | EmailDelivered
  | EmailDeferred
  | EmailFailed
  | EmailRecipientReleased
  | EmailSendCompleted;

export const emailSendEventTypes: readonly EmailSendEvent['type'][] = [
  'EmailSendRequested',
  'EmailRecipientClaimed',
  'EmailDelivered',
  'EmailDeferred',
  'EmailFailed',
  'EmailRecipientReleased',
  'EmailSendCompleted',
];
