import type Router from '@koa/router';
import {
  type EmailSendCommand,
  emailSendDecider,
  emailSendStreamId,
  emailSendStreamPrefix,
  NotFoundError,
  StateConflictError,
  ValidationError,
} from '@tams/domain';
import { emailMessageRows, emailSendRows, projectionOf } from '@tams/projections';
import type { EmailJobData, JobQueues } from '@tams/workers';
import type { Context } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { authorize } from '../auth/authenticate.js';
import { runStreamCommand } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { isUuid } from '../http/ids.js';
import { setListHeaders } from '../http/listHeaders.js';
import { requestBody } from '../http/requestBody.js';
import { starterOf } from '../realtime/jobProgress.js';
import { enqueueRecordJob, jobsUnavailable } from '../reports/jobs/jobRequests.js';
import { commandContextOf } from '../resources/recordRequests.js';
import { resendBody, sendBody } from './emailRequests.js';
import {
  chosenRecipients,
  checkMergeFields,
  devEmailsOn,
  periodOf,
  renderedMessages,
  sendRefusalOf,
} from './renderedMessages.js';

const listLimit = 200;

/** The history and the outbox are read model reads, newest first; a send's page adds every recipient's result. */
export function emailSendRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  const processors = [projectionOf('emailSends').name];
  const run = (ctx: Context, command: EmailSendCommand, id: string) =>
    runStreamCommand(deps, commandContextOf(ctx, ctx.state.auth!), {
      streamId: emailSendStreamId(id),
      streamType: emailSendStreamPrefix,
      decider: emailSendDecider,
      command,
      processors,
    });
  const startJob = (ctx: Context, id: string) => {
    const data: EmailJobData = {
      SendId: id,
      startedBy: starterOf(ctx.state.auth!),
      ...(ctx.state.requestId ? { correlationId: String(ctx.state.requestId) } : {}),
    };
    return enqueueRecordJob(queues!, 'email', id, data);
  };

  router.post('/api/emailSends', async (ctx) => {
    const { auth } = authorize(ctx, 'manage', 'Email');
    const { filters, UserIds, EmailTemplateId, subject, body } = parseBody(sendBody, requestBody(ctx));
    const refusal = sendRefusalOf(deps);
    if (refusal) {
      ctx.status = 422;
      ctx.body = { message: refusal, errors: { root: { serverError: refusal } } };
      return;
    }
    checkMergeFields({ subject, body });
    if (!queues) return jobsUnavailable(ctx);
    const periodId = await periodOf(deps, auth, filters.AcademicPeriodId);
    const { recipients } = await chosenRecipients(deps, periodId, { ...filters, UserIds });
    if (recipients.length === 0)
      throw new ValidationError(
        { filters: 'No recipient with an email address matches these filters' },
        'Nobody to send to',
      );
    const id = uuidv7();
    const messages = await renderedMessages(deps, periodId, recipients, { subject, body }, id);
    const request = {
      id,
      AcademicPeriodId: periodId,
      EmailTemplateId: EmailTemplateId ?? null,
      subject,
      body,
      filters: { ...filters, AcademicPeriodId: periodId, ...(UserIds ? { UserIds } : {}) },
      devRedirect: devEmailsOn(deps),
      messages,
    };
    await run(ctx, { type: 'RequestEmailSend', request }, id);
    await startJob(ctx, id);
    ctx.status = 202;
    ctx.set('Location', `/api/emailSends/${id}`);
    ctx.body = { id, jobId: id, recipientCount: messages.length };
  });

  router.get('/api/emailSends', async (ctx) => {
    authorize(ctx, 'manage', 'Email');
    const rows = await emailSendRows(deps.db)
      .orderBy('s.requestedAt', 'desc')
      .orderBy('s.id', 'desc')
      .limit(listLimit)
      .execute();
    setListHeaders(ctx, 'emailSends', 0, rows.length, rows.length);
    ctx.body = rows;
  });

  router.get('/api/emailSends/:id', async (ctx) => {
    authorize(ctx, 'manage', 'Email');
    const id = ctx.params.id!;
    const send = isUuid(id)
      ? await emailSendRows(deps.db).where('s.id', '=', id).executeTakeFirst()
      : undefined;
    if (!send) throw new NotFoundError('emailSends', id);
    const messages = await emailMessageRows(deps.db)
      .where('m.SendId', '=', id)
      .orderBy('m.name')
      .orderBy('m.id')
      .execute();
    ctx.body = { ...send, messages };
  });

  router.post('/api/emailSends/:id/resend', async (ctx) => {
    authorize(ctx, 'manage', 'Email');
    const id = ctx.params.id!;
    const { UserIds } = parseBody(resendBody, requestBody(ctx));
    const send = isUuid(id)
      ? await emailSendRows(deps.db).where('s.id', '=', id).executeTakeFirst()
      : undefined;
    if (!send) throw new NotFoundError('emailSends', id);
    if (sendRefusalOf(deps)) throw new StateConflictError(sendRefusalOf(deps)!);
    if (!queues) return jobsUnavailable(ctx);
    await run(ctx, { type: 'ReleaseEmailRecipients', id, UserIds }, id);
    await startJob(ctx, id);
    ctx.status = 202;
    ctx.body = { id, jobId: id, recipientCount: UserIds.length };
  });

  router.get('/api/emailOutbox', async (ctx) => {
    authorize(ctx, 'manage', 'Email');
    const rows = await emailMessageRows(deps.db)
      .where('m.transport', '=', 'outbox')
      .where('m.status', '=', 'sent')
      .orderBy('m.sentAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(listLimit)
      .execute();
    setListHeaders(ctx, 'emailOutbox', 0, rows.length, rows.length);
    ctx.body = rows;
  });
}
