import type Router from '@koa/router';
import { mergeFieldNames, mergeFields, NotFoundError } from '@tams/domain';
import type { Recipient } from '@tams/projections';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { requestBody } from '../http/requestBody.js';
import { previewBody, recipientQuery } from './emailRequests.js';
import {
  chosenRecipients,
  devEmailsOn,
  periodOf,
  renderedMessages,
  sendRefusalOf,
} from './renderedMessages.js';

const presentRecipient = ({ firstName: _f, lastName: _l, displayName: _d, ...recipient }: Recipient) =>
  recipient;

/**
 * Email Instructors' reads (spec §2 /emailInstructors; manage Email): how sending is set up, the recipients
 * the filters choose with their count, and one recipient's message as the send would render it.
 */
export function emailRecipientRoutes(router: Router, deps: AppContext): void {
  router.get('/api/emailInstructors/settings', (ctx) => {
    authorize(ctx, 'manage', 'Email');
    const { email } = deps.config;
    ctx.body = {
      devEmailsEnabled: devEmailsOn(deps),
      devEmailTo: email.devEmailTo ?? null,
      smtp: email.smtpUrl !== undefined,
      ratePerSecond: email.ratePerSecond,
      sendRefusal: sendRefusalOf(deps),
      mergeFields: mergeFieldNames.map((name) => ({ name, description: mergeFields[name] })),
    };
  });

  router.get('/api/emailInstructors/recipients', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'Email');
    const { AcademicPeriodId, ...filters } = parseBody(recipientQuery, ctx.query);
    const chosen = await chosenRecipients(deps, await periodOf(deps, auth, AcademicPeriodId), filters);
    ctx.body = {
      AcademicPeriodId: chosen.AcademicPeriodId,
      publishedAt: chosen.publishedAt,
      count: chosen.recipients.length,
      withoutEmail: chosen.withoutEmail.map(({ id, name }) => ({ id, name })),
      recipients: chosen.recipients.map(presentRecipient),
    };
  });

  router.post('/api/emailInstructors/preview', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'Email');
    const { AcademicPeriodId, UserId, subject, body } = parseBody(previewBody, requestBody(ctx));
    const periodId = await periodOf(deps, auth, AcademicPeriodId);
    const { recipients, withoutEmail } = await chosenRecipients(deps, periodId, { UserIds: [UserId] });
    const recipient = recipients[0] ?? withoutEmail[0];
    if (!recipient) throw new NotFoundError('recipients', UserId);
    const [message] = await renderedMessages(deps, periodId, [recipient], { subject, body }, null);
    ctx.body = { ...message!, messageId: null, devRedirect: devEmailsOn(deps) };
  });
}
