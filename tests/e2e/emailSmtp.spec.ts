import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedSend, smallWorkgroup } from '../support/emailSends.js';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink.js';

/*
 * Email Instructors through a real SMTP server started here (smtp-server): the messages arrive with each
 * recipient's merge fields, a temporary failure (451) is retried and the message arrives once, and with
 * devEmailsEnabled every message goes to DEV_EMAIL_TO (refused, clearly, while DEV_EMAIL_TO is unset).
 */

const template = {
  subject: 'Teaching load for {{firstName}} {{lastName}}',
  body: 'Dear {{displayName}},\n\nYour sections:\n{{sections}}\n\nRequired {{requiredPoints}}, assigned {{assignedPoints}}, remaining {{remainingPoints}}.',
};

interface Recipient {
  id: string;
  name: string;
  email: string;
  pointsAssigned: number;
  pointsRequired: number | null;
  sectionCount: number;
}

describe('sending through SMTP', () => {
  let sink: SmtpSink;
  let app: TestServer;
  let admin: ApiClient;
  let recipients: Recipient[];
  let workgroupId: string;
  let send: any;

  beforeAll(async () => {
    // the second recipient's server is busy at the first attempt
    const busy = { email: '' };
    sink = await startSmtpSink({ deferOnce: (to) => to === busy.email });
    app = await startTestServer({
      label: 'e2e_email_smtp',
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '50',
        EMAIL_FROM: 'Scheduling <scheduling@example.test>',
      },
    });
    admin = await new ApiClient(app.url).signIn('admin');
    workgroupId = (await smallWorkgroup(admin)).id;
    recipients = (await admin.get(`/api/emailInstructors/recipients?WorkgroupId=${workgroupId}`)).body
      .recipients;
    busy.email = recipients[1]!.email;
    const started = await admin.post('/api/emailSends', {
      filters: { WorkgroupId: workgroupId },
      ...template,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    send = await finishedSend(admin, started.body.id);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
  });

  it('delivers one message per recipient, to their address, with their merge fields', async () => {
    expect(sink.received).toHaveLength(recipients.length);
    for (const recipient of recipients) {
      const mails = sink.received.filter((mail) => mail.to.includes(recipient.email));
      expect(mails, recipient.email).toHaveLength(1);
      const mail = mails[0]!;
      const user = (await admin.get(`/api/users/${recipient.id}`)).body;
      expect(mail.subject).toBe(`Teaching load for ${user.firstName} ${user.lastName}`);
      expect(mail.from).toBe('scheduling@example.test');
      expect(mail.text).toContain(`Dear ${recipient.name},`);
      expect(mail.text).toContain(`assigned ${recipient.pointsAssigned}`);
      expect(mail.text).toContain(`Required ${recipient.pointsRequired ?? 'not set'},`);
      const sectionLines = mail.text.split('\n').filter((line) => line.startsWith('- '));
      if (recipient.sectionCount > 0) expect(sectionLines.length).toBeGreaterThan(0);
      else expect(mail.text).toContain('(no sections this period)');
      expect(mail.messageId).toBe(`<${send.id}.${recipient.id}@localhost>`);
    }
  });

  it('records every result: sent through SMTP with the server’s reply', () => {
    expect(send).toMatchObject({ sentCount: recipients.length, failedCount: 0, unconfirmedCount: 0 });
    for (const message of send.messages) {
      expect(message).toMatchObject({ status: 'sent', transport: 'smtp', to: message.email });
      expect(message.response).toMatch(/^250/);
    }
  });

  it('retries a temporary failure (451) and the message arrives once', () => {
    const busy = recipients[1]!;
    expect(sink.deferred).toEqual([busy.email]);
    expect(sink.received.filter((mail) => mail.to.includes(busy.email))).toHaveLength(1);
    const result = send.messages.find((message: { UserId: string }) => message.UserId === busy.id);
    expect(result).toMatchObject({ status: 'sent', attempts: 2 });
    const others = send.messages.filter((message: { UserId: string }) => message.UserId !== busy.id);
    for (const message of others) expect(message.attempts).toBe(1);
  });

  it('the page’s preview is what was sent', async () => {
    const recipient = recipients[0]!;
    const preview = await admin.post('/api/emailInstructors/preview', { UserId: recipient.id, ...template });
    const mail = sink.received.find((m) => m.to.includes(recipient.email))!;
    expect(preview.body.subject).toBe(mail.subject);
    expect(preview.body.body).toBe(mail.text);
  });
});

describe('developer emails (devEmailsEnabled)', () => {
  let sink: SmtpSink;
  let app: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestServer({
      label: 'e2e_email_dev',
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '50',
        FEATURE_FLAGS: 'devEmailsEnabled',
        DEV_EMAIL_TO: 'developer@example.test',
      },
    });
    admin = await new ApiClient(app.url).signIn('admin');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
  });

  it('sends every message to DEV_EMAIL_TO instead of its recipient, and says so', async () => {
    const settings = (await admin.get('/api/emailInstructors/settings')).body;
    expect(settings).toMatchObject({
      devEmailsEnabled: true,
      devEmailTo: 'developer@example.test',
      sendRefusal: null,
    });
    expect((await admin.get('/api/config')).body.featureFlags.devEmailsEnabled).toBe(true);
    const workgroup = await smallWorkgroup(admin);
    const { recipients } = (await admin.get(`/api/emailInstructors/recipients?WorkgroupId=${workgroup.id}`))
      .body;
    const preview = await admin.post('/api/emailInstructors/preview', {
      UserId: recipients[0].id,
      ...template,
    });
    expect(preview.body).toMatchObject({
      to: 'developer@example.test',
      email: recipients[0].email,
      devRedirect: true,
    });
    const started = await admin.post('/api/emailSends', {
      filters: { WorkgroupId: workgroup.id },
      ...template,
    });
    expect(started.status).toBe(202);
    const send = await finishedSend(admin, started.body.id);
    expect(send).toMatchObject({ devRedirect: true, sentCount: recipients.length });
    expect(sink.received).toHaveLength(recipients.length);
    for (const mail of sink.received) expect(mail.to).toEqual(['developer@example.test']);
    // each is still the recipient's own message
    const subjects = sink.received.map((mail) => mail.subject).sort();
    expect(new Set(subjects).size).toBe(recipients.length);
    for (const message of send.messages) expect(message.to).toBe('developer@example.test');
  });
});

describe('developer emails without DEV_EMAIL_TO', () => {
  let app: TestServer;
  afterAll(async () => app?.stop());

  it('refuses to send, saying what to set, and sends nothing', async () => {
    app = await startTestServer({ label: 'e2e_email_nodev', env: { FEATURE_FLAGS: 'devEmailsEnabled' } });
    const admin = await new ApiClient(app.url).signIn('admin');
    const settings = (await admin.get('/api/emailInstructors/settings')).body;
    expect(settings.sendRefusal).toMatch(/DEV_EMAIL_TO/);
    const refused = await admin.post('/api/emailSends', { filters: {}, ...template });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/devEmailsEnabled.*DEV_EMAIL_TO is not set/);
    expect((await admin.get('/api/emailSends')).body).toEqual([]);
  }, 180_000);
});
