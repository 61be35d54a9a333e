import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { freePort } from './appProcess.js';

/** A message as the SMTP server received it: the envelope, and the headers and text the tests read. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  raw: string;
}

export interface SmtpSinkOptions {
  /** Answer this delivery "451 try again later" (a temporary failure) instead of accepting it. */
  deferOnce?: (to: string) => boolean;
  /** Take this message in but never answer (a worker killed while it waits for the reply). */
  hang?: (mail: ReceivedMail, index: number) => boolean;
}

export interface SmtpSink {
  url: string;
  /** Every message accepted (or taken in and left hanging), in arrival order. */
  received: ReceivedMail[];
  /** Deliveries answered 451, by recipient. */
  deferred: string[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The headers (unfolded, by lower-case name) and the text part of a plain-text message. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    }),
  );
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? ''))
    text = decodeQuotedPrintable(text);
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/** A real SMTP server (smtp-server) on a free port of this machine, keeping what it receives. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const deferred: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.deferOnce?.(address.address) && !deferred.includes(address.address)) {
        deferred.push(address.address);
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: headers.get('subject') ?? '',
          messageId: headers.get('message-id') ?? '',
          text,
          raw,
        };
        received.push(mail);
        if (options.hang?.(mail, received.length - 1)) return; // never answered
        callback();
      });
    },
  });
  server.on('error', () => {}); // a client killed mid-conversation
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    deferred,
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
