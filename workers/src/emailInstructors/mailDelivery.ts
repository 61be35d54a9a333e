import type { EmailMessage, EmailTransport } from '@tams/domain';
import type { EmailConfig } from '@tams/platform';
import nodemailer from 'nodemailer';

/**
 * What became of one attempt: accepted (with the server's reply), refused for now or for good, or not
 * known (the connection was lost with no reply: the server may have taken the message).
 */
export type DeliveryOutcome =
  | { kind: 'sent'; response: string | null }
  | { kind: 'temporary'; reason: string }
  | { kind: 'permanent'; reason: string }
  | { kind: 'uncertain'; reason: string };

export interface MailDelivery {
  transport: EmailTransport;
  deliver(message: EmailMessage): Promise<DeliveryOutcome>;
  close(): void;
}

/** Connections that never reached a server: nothing was handed over, another attempt is safe. */
const neverConnected = new Set(['EDNS', 'ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Failures of the connection itself, at whatever step (nodemailer names them all command CONN). */
const connectionLost = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNRESET', 'ETLS']);

/**
 * A 4xx reply (451 try later, 421 too busy) or a server never reached is temporary; a 5xx reply or a
 * refused envelope is not. A connection lost on the way has no reply to go by: the message may have been
 * taken after its last line, so sending it again could deliver it twice. It stays unconfirmed instead.
 */
export function outcomeOfError(error: unknown): DeliveryOutcome {
  const { responseCode, code, originalCode, message } = error as {
    responseCode?: number;
    code?: string;
    originalCode?: string;
    message?: string;
  };
  const reason = String(message ?? error).slice(0, 500);
  if (typeof responseCode === 'number')
    return responseCode >= 400 && responseCode < 500
      ? { kind: 'temporary', reason }
      : { kind: 'permanent', reason };
  if ([code, originalCode].some((name) => name && neverConnected.has(name)))
    return { kind: 'temporary', reason };
  if (code && connectionLost.has(code)) return { kind: 'uncertain', reason };
  return { kind: 'permanent', reason };
}

/**
 * Through the SMTP server of SMTP_URL (nodemailer), or without one into the outbox: the message is then
 * "delivered" by recording it, and the admin reads it in the app. The Message-ID is the send's own
 * (deterministic), so a receiving system can tell a repeat of the same message.
 */
export function mailDeliveryOf(config: EmailConfig | undefined): MailDelivery {
  if (!config?.smtpUrl)
    return { transport: 'outbox', deliver: async () => ({ kind: 'sent', response: null }), close: () => {} };
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    transport: 'smtp',
    async deliver(message) {
      try {
        const info = await transporter.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          messageId: message.messageId,
        });
        return { kind: 'sent', response: String(info.response ?? '').slice(0, 500) || null };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    close: () => transporter.close(),
  };
}
