import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedSend } from '../support/emailSends.js';
import { demoTemplate } from '../support/demoTemplate.js';
import {
  ApiClient,
  type AppProcess,
  createTestDatabase,
  startAppProcess,
  type TestDatabase,
  testRedisUrl,
} from '../support/index.js';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink.js';

/*
 * Never sent twice (issue 22 item 2): the `email` job runs in a ROLE=workers process that is killed (-9)
 * while the SMTP server holds one message unanswered; another workers process takes the job over. Every
 * recipient gets at most one message: those sent before the kill are skipped, the one in flight (claimed,
 * no outcome recorded) is not sent again but reported "unconfirmed", the rest are sent by the new process.
 */

const hungAt = 4; // the fifth message is taken in and never answered
let database: TestDatabase;
let sink: SmtpSink;
const processes: AppProcess[] = [];
let api: AppProcess;
let env: Record<string, string>;

beforeAll(async () => {
  sink = await startSmtpSink({ hang: (_, index) => index === hungAt });
  env = {
    REDIS_URL: testRedisUrl() ?? '',
    DB_POOL_MAX: '4',
    SMTP_URL: sink.url,
    EMAIL_RATE_PER_SECOND: '4',
  };
  database = await createTestDatabase('fault_email_kill', [], { template: await demoTemplate() });
  processes.push(await startAppProcess(database.url, 'projections', env));
  api = await startAppProcess(database.url, 'api', env);
  processes.push(api);
}, 180_000);
afterAll(async () => {
  for (const process of processes.reverse()) await process.stop('SIGKILL');
  await database?.drop();
  await sink?.close();
});

describe('a send whose worker is killed mid-send', () => {
  it('sends no duplicates after a restart, and names the unconfirmed recipient', async () => {
    const admin = await new ApiClient(api.url!).signIn('admin');
    const { recipients } = (await admin.get('/api/emailInstructors/recipients')).body;
    expect(recipients.length).toBeGreaterThan(hungAt + 3);
    const started = await admin.post('/api/emailSends', {
      filters: {},
      subject: 'Load of {{lastName}}',
      body: '{{sections}}',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);

    const first = await startAppProcess(database.url, 'workers', env);
    processes.push(first);
    await sink.waitFor(hungAt + 1, 60_000);
    // the fifth is in flight: claimed, handed to SMTP, no answer yet
    await first.stop('SIGKILL');
    const before = sink.received.length;
    expect(before).toBe(hungAt + 1);

    processes.push(await startAppProcess(database.url, 'workers', env));
    const send = await finishedSend(admin, started.body.id, 150_000);

    const arrivals = new Map<string, number>();
    for (const mail of sink.received) for (const to of mail.to) arrivals.set(to, (arrivals.get(to) ?? 0) + 1);
    const twice = [...arrivals].filter(([, count]) => count > 1);
    expect(twice, 'recipients who got a message twice').toEqual([]);
    expect(sink.received).toHaveLength(recipients.length);

    const hung = sink.received[hungAt]!.to[0];
    const results = new Map<string, string>(
      send.messages.map((message: { email: string; status: string }) => [message.email, message.status]),
    );
    expect(results.get(hung)).toBe('unconfirmed');
    expect([...results.values()].filter((status) => status === 'sent')).toHaveLength(recipients.length - 1);
    expect(send).toMatchObject({ sentCount: recipients.length - 1, unconfirmedCount: 1, failedCount: 0 });
    // the same Message-ID for the recipient whatever process sent it
    for (const mail of sink.received) expect(mail.messageId).toMatch(new RegExp(`^<${send.id}\\.`));
  }, 240_000);
});
