import { mergeFieldNames } from '@tams/domain';
import { z } from 'zod';

/* The answers of Email Instructors' routes (the OpenAPI document states them from here). */

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  workloadStatus: z.string(),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsRemaining: z.number().nullable(),
  sectionCount: z.number().int(),
});

export const recipientsAnswerSchema = z.object({
  AcademicPeriodId: z.string(),
  /** When the period was published to faculty (what "changed since publication" compares with). */
  publishedAt: z.date().nullable(),
  count: z.number().int(),
  /** Chosen by the filters but without an email address: left out. */
  withoutEmail: z.array(z.object({ id: z.string(), name: z.string() })),
  recipients: z.array(recipientSchema),
});

export const previewAnswerSchema = z.object({
  UserId: z.string(),
  name: z.string(),
  email: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  messageId: z.string().nullable(),
  devRedirect: z.boolean(),
});

export const emailSettingsSchema = z.object({
  devEmailsEnabled: z.boolean(),
  devEmailTo: z.string().nullable(),
  /** Sent through an SMTP server (else into the outbox). */
  smtp: z.boolean(),
  ratePerSecond: z.number(),
  /** A send is refused while this says why (devEmailsEnabled without DEV_EMAIL_TO). */
  sendRefusal: z.string().nullable(),
  mergeFields: z.array(
    z.object({ name: z.enum(mergeFieldNames as [string, ...string[]]), description: z.string() }),
  ),
});

export const sendStartedSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  recipientCount: z.number().int(),
});

export const emailSendSchema = z.object({
  id: z.string(),
  AcademicPeriodId: z.string(),
  EmailTemplateId: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  filters: z.record(z.string(), z.unknown()),
  devRedirect: z.boolean(),
  status: z.enum(['sending', 'completed']),
  recipientCount: z.number().int(),
  requestedBy: z.string().nullable(),
  requestedByName: z.string().nullable(),
  requestedAt: z.date(),
  completedAt: z.date().nullable(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  unconfirmedCount: z.number().int(),
});

export const emailMessageSchema = z.object({
  id: z.string(),
  SendId: z.string(),
  UserId: z.string(),
  name: z.string(),
  email: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  messageId: z.string(),
  status: z.enum(['pending', 'claimed', 'deferred', 'sent', 'failed', 'unconfirmed']),
  attempts: z.number().int(),
  transport: z.enum(['smtp', 'outbox']).nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  claimedAt: z.date().nullable(),
  sentAt: z.date().nullable(),
  devRedirect: z.boolean(),
});

export const emailSendDetailSchema = emailSendSchema.extend({ messages: z.array(emailMessageSchema) });
