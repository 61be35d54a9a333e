import { type EmailMessage, StateConflictError } from '@tams/domain';
import type { EventMetadata } from '@tams/event-store';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { type MailDelivery, mailDeliveryOf } from './mailDelivery.js';
import { RatePacer } from './ratePacer.js';
import { SendStream } from './sendStream.js';

/** What the API enqueues: the send it recorded (the messages are in its stream). */
export interface EmailJobData {
  SendId: string;
  startedBy: JobStarter;
  correlationId?: string;
}

export interface EmailJobResult {
  SendId: string;
  sent: number;
  failed: number;
  unconfirmed: number;
}

/** Attempts at one recipient when the server keeps answering "try later", and the pause before each retry. */
export const maxAttempts = 4;
const retryDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * One recipient: claim (recorded before the message leaves, so a crash after it never sends it again),
 * hand it over, record the outcome; a temporary failure is recorded and tried again after a pause, a
 * connection lost with no reply is left claimed (unconfirmed), as a crash would leave it. A
 * recipient someone else claimed meanwhile (another attempt of the job) is left to them.
 */
async function sendOne(stream: SendStream, message: EmailMessage, delivery: MailDelivery, pacer: RatePacer) {
  for (;;) {
    const { UserId } = message;
    const status = stream.current.recipients[UserId]?.status;
    if (status !== 'pending' && status !== 'deferred') return;
    await pacer.turn();
    try {
      await stream.run({ type: 'ClaimEmailRecipient', id: stream.id, UserId });
    } catch (error) {
      if (error instanceof StateConflictError) return;
      throw error;
    }
    const outcome = await delivery.deliver(message);
    // claimed with no outcome: shown unconfirmed, for someone to send again by hand if it never came
    if (outcome.kind === 'uncertain') return;
    const attempts = stream.current.recipients[UserId]!.attempts;
    if (outcome.kind === 'sent') {
      const { response } = outcome;
      return stream.run({
        type: 'RecordEmailDelivered',
        id: stream.id,
        UserId,
        transport: delivery.transport,
        response,
      });
    }
    if (outcome.kind === 'permanent' || attempts >= maxAttempts)
      return stream.run({ type: 'RecordEmailFailed', id: stream.id, UserId, reason: outcome.reason });
    await stream.run({ type: 'RecordEmailDeferred', id: stream.id, UserId, reason: outcome.reason });
    await sleep(retryDelayMs(attempts));
  }
}

/**
 * The `email` queue's processor (DESIGN §17): sends each recipient of the send its message as the API
 * rendered it, through SMTP (SMTP_URL) or into the outbox, at most EMAIL_RATE_PER_SECOND, with progress
 * over the socket. A restarted job goes on from the stream: recipients sent, failed or claimed without an
 * outcome (unconfirmed: they may have got it) are not sent again.
 */
export function emailProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as EmailJobData;
    const metadata: EventMetadata = {
      actorId: data.startedBy.userId,
      authenticatedUserId: data.startedBy.authenticatedUserId,
      via: 'job',
      causationId: data.SendId,
      ...(data.correlationId ? { correlationId: data.correlationId } : {}),
    };
    const stream = await new SendStream(deps.store, data.SendId, metadata).catchUp();
    if (!stream.request) throw new Error(`No send ${data.SendId} was requested`);
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    const delivery = mailDeliveryOf(deps.email);
    const pacer = new RatePacer(deps.email?.ratePerSecond ?? 5);
    const { messages } = stream.request;
    try {
      for (const [index, message] of messages.entries()) {
        await sendOne(stream, message, delivery, pacer);
        reporter.report(((index + 1) / messages.length) * 100);
      }
    } catch (error) {
      // the last attempt: the send ends here, what was claimed without an outcome shows as unconfirmed
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        await stream.run({ type: 'CompleteEmailSend', id: data.SendId }).catch(() => {});
      throw error;
    } finally {
      delivery.close();
    }
    await stream.run({ type: 'CompleteEmailSend', id: data.SendId });
    await reporter.finish();
    const counts = Object.values(stream.current.recipients);
    const count = (status: string) => counts.filter((recipient) => recipient.status === status).length;
    return {
      SendId: data.SendId,
      sent: count('sent'),
      failed: count('failed'),
      unconfirmed: count('claimed'),
    };
  };
}
