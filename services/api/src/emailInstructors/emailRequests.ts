import { maxBodyLength, maxSubjectLength } from '@tams/domain';
import { z } from 'zod';

const id = (what: string) => z.uuid({ error: `Must be the id of ${what}` });
export const workloadStatusFilter = z.enum(['under', 'met', 'over'], { error: 'Must be under, met or over' });

/** Who receives a message: faculty of a period (default: the working period), narrowed by each filter given. */
export const recipientFilters = z.strictObject({
  AcademicPeriodId: id('an academic period').optional(),
  WorkgroupId: id('a workgroup').nullable().optional(),
  workloadStatus: z.array(workloadStatusFilter).max(3).optional(),
  preferencesNotSubmitted: z.boolean({ error: 'Must be true or false' }).optional(),
  changedSincePublication: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type RecipientFiltersBody = z.infer<typeof recipientFilters>;

const yesNo = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true');

/** The same filters as a query string (GET recipients): `workloadStatus=under,over`, flags as true/false. */
export const recipientQuery = z.strictObject({
  AcademicPeriodId: z.string().optional(),
  WorkgroupId: id('a workgroup').optional(),
  workloadStatus: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(workloadStatusFilter))
    .optional(),
  preferencesNotSubmitted: yesNo.optional(),
  changedSincePublication: yesNo.optional(),
});

const message = {
  subject: z
    .string({ error: 'Required: the subject' })
    .trim()
    .min(1, { error: 'Required: the subject' })
    .max(maxSubjectLength, { error: `At most ${maxSubjectLength} characters` }),
  body: z
    .string({ error: 'Required: the message' })
    .min(1, { error: 'Required: the message' })
    .max(maxBodyLength, { error: `At most ${maxBodyLength} characters` }),
};

/** POST /api/emailInstructors/preview: one recipient's message as it would be sent. */
export const previewBody = z.strictObject({
  AcademicPeriodId: id('an academic period').optional(),
  UserId: id('a faculty member'),
  ...message,
});

/** POST /api/emailSends: send to the filters' recipients (or those of them named in UserIds). */
export const sendBody = z.strictObject({
  filters: recipientFilters,
  UserIds: z
    .array(id('a faculty member'))
    .min(1, { error: 'Name at least one recipient' })
    .max(5000)
    .optional(),
  EmailTemplateId: id('an email template').nullable().optional(),
  ...message,
});
export type SendBody = z.infer<typeof sendBody>;

/** POST /api/emailSends/:id/resend: unconfirmed recipients someone checked did not get it. */
export const resendBody = z.strictObject({
  UserIds: z.array(id('a recipient')).min(1, { error: 'Name at least one recipient' }).max(5000),
});
