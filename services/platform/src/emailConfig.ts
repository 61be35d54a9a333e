import type { Environment } from './config.js';

/** Email Instructors' delivery (DESIGN §17). */
export interface EmailConfig {
  /** smtp(s)://user:pass@host:port: a secret (it may hold a password), never logged. Unset: the outbox. */
  smtpUrl: string | undefined;
  /** Where every message goes while devEmailsEnabled is on. */
  devEmailTo: string | undefined;
  /** At most this many messages a second (SMTP servers throttle or refuse bursts). */
  ratePerSecond: number;
  /** The From of every message (EMAIL_FROM; default no-reply at the app's host). */
  from: string;
  /** The right-hand side of the Message-IDs: the app's own host. */
  messageIdDomain: string;
}

export function emailConfigOf(e: Environment, publicUrl: string): EmailConfig {
  const host = new URL(publicUrl).hostname || 'tams.local';
  return {
    smtpUrl: e.SMTP_URL,
    devEmailTo: e.DEV_EMAIL_TO,
    ratePerSecond: e.EMAIL_RATE_PER_SECOND,
    from: e.EMAIL_FROM ?? `TAMS <no-reply@${host}>`,
    messageIdDomain: host,
  };
}
