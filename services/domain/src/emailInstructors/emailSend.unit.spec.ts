import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { BusinessRuleError, StateConflictError, ValidationError } from '../shared/errors.js';
import { emailSendDecider } from './emailSend.js';
import type { EmailSendEvent, EmailSendRequestedData } from './emailSendEvents.js';

const spec = deciderSpec(emailSendDecider);
const id = '0190a000-0000-7000-8000-00000000e001';
const ann = '0190a000-0000-7000-8000-00000000e0a1';
const bob = '0190a000-0000-7000-8000-00000000e0b2';
const message = (UserId: string, name: string) => ({
  UserId,
  name,
  email: `${name.toLowerCase()}@example.edu`,
  to: `${name.toLowerCase()}@example.edu`,
  subject: `Hello ${name}`,
  body: 'Your sections',
  messageId: `<${id}.${UserId}@tams.test>`,
});
const request: EmailSendRequestedData = {
  id,
  AcademicPeriodId: '0190a000-0000-7000-8000-00000000e0p1',
  EmailTemplateId: null,
  subject: 'Hello {{firstName}}',
  body: 'Your sections',
  filters: {},
  devRedirect: false,
  messages: [message(ann, 'Ann'), message(bob, 'Bob')],
};
const Requested: EmailSendEvent = { type: 'EmailSendRequested', data: request };
const Claimed = (UserId: string, attempt = 1): EmailSendEvent => ({
  type: 'EmailRecipientClaimed',
  data: { id, UserId, attempt },
});
const Delivered = (UserId: string): EmailSendEvent => ({
  type: 'EmailDelivered',
  data: { id, UserId, transport: 'smtp', response: '250 OK' },
});
const Deferred = (UserId: string): EmailSendEvent => ({
  type: 'EmailDeferred',
  data: { id, UserId, reason: '451 try later' },
});
const Completed = (sent: number, unconfirmed: number): EmailSendEvent => ({
  type: 'EmailSendCompleted',
  data: { id, sent, failed: 0, unconfirmed },
});
const Claim = (UserId: string) => ({ type: 'ClaimEmailRecipient' as const, id, UserId });
const Deliver = (UserId: string) => ({
  type: 'RecordEmailDelivered' as const,
  id,
  UserId,
  transport: 'smtp' as const,
  response: '250 OK',
});

describe('Email send: the request', () => {
  it('records every rendered message', () =>
    spec.given([]).when({ type: 'RequestEmailSend', request }).then([Requested]));
  it('a repeated request changes nothing', () =>
    spec.given([Requested]).when({ type: 'RequestEmailSend', request }).thenNothingHappens());
  it('refuses a send to nobody', () =>
    spec
      .given([])
      .when({ type: 'RequestEmailSend', request: { ...request, messages: [] } })
      .thenThrows(ValidationError));
  it('refuses a recipient named twice', () =>
    spec
      .given([])
      .when({
        type: 'RequestEmailSend',
        request: { ...request, messages: [message(ann, 'Ann'), message(ann, 'Ann')] },
      })
      .thenThrows(ValidationError));
  it('refuses a recipient without an address', () =>
    spec
      .given([])
      .when({
        type: 'RequestEmailSend',
        request: { ...request, messages: [{ ...message(ann, 'Ann'), to: '' }] },
      })
      .thenThrows(ValidationError));
});

describe('Email send: claims and outcomes (never twice)', () => {
  it('claims a pending recipient before sending', () =>
    spec
      .given([Requested])
      .when(Claim(ann))
      .then([Claimed(ann)]));
  it('records the delivery of a claimed recipient', () =>
    spec
      .given([Requested, Claimed(ann)])
      .when(Deliver(ann))
      .then([Delivered(ann)]));
  it('does not claim a recipient already sent', () =>
    spec
      .given([Requested, Claimed(ann), Delivered(ann)])
      .when(Claim(ann))
      .thenThrows(StateConflictError));
  it('does not claim a recipient claimed without an outcome (unconfirmed)', () =>
    spec
      .given([Requested, Claimed(ann)])
      .when(Claim(ann))
      .thenThrows(StateConflictError));
  it('claims a deferred recipient again, counting the attempt', () =>
    spec
      .given([Requested, Claimed(ann), Deferred(ann)])
      .when(Claim(ann))
      .then([Claimed(ann, 2)]));
  it('refuses an outcome for a recipient not claimed', () =>
    spec.given([Requested]).when(Deliver(ann)).thenThrows(StateConflictError));
  it('a repeated delivery changes nothing', () =>
    spec
      .given([Requested, Claimed(ann), Delivered(ann)])
      .when(Deliver(ann))
      .thenNothingHappens());
  it('refuses someone who is no recipient', () =>
    spec
      .given([Requested])
      .when(Claim('0190a000-0000-7000-8000-00000000e0zz'))
      .thenThrows(BusinessRuleError));
  it('records a permanent failure', () =>
    spec
      .given([Requested, Claimed(bob)])
      .when({ type: 'RecordEmailFailed', id, UserId: bob, reason: '550 no such user' })
      .then([{ type: 'EmailFailed', data: { id, UserId: bob, reason: '550 no such user' } }]));
});

describe('Email send: completion and manual resend', () => {
  it('completes with what was sent and what is unconfirmed', () =>
    spec
      .given([Requested, Claimed(ann), Delivered(ann), Claimed(bob)])
      .when({ type: 'CompleteEmailSend', id })
      .then([Completed(1, 1)]));
  it('a repeated completion changes nothing', () =>
    spec
      .given([Requested, Completed(0, 0)])
      .when({ type: 'CompleteEmailSend', id })
      .thenNothingHappens());
  it('releases an unconfirmed recipient of a finished send for a resend', () =>
    spec
      .given([Requested, Claimed(bob), Completed(0, 1)])
      .when({ type: 'ReleaseEmailRecipients', id, UserIds: [bob] })
      .then([{ type: 'EmailRecipientReleased', data: { id, UserId: bob } }]));
  it('does not release a recipient who was sent', () =>
    spec
      .given([Requested, Claimed(ann), Delivered(ann), Completed(1, 0)])
      .when({ type: 'ReleaseEmailRecipients', id, UserIds: [ann] })
      .thenThrows(BusinessRuleError));
  it('does not release while the send is still running', () =>
    spec
      .given([Requested, Claimed(bob)])
      .when({ type: 'ReleaseEmailRecipients', id, UserIds: [bob] })
      .thenThrows(BusinessRuleError));
});
