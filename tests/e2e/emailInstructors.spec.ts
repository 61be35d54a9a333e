import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedSend, smallWorkgroup } from '../support/emailSends.js';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { openSocket } from '../support/socketProbe.js';

/*
 * Email Instructors (issue 22 item 2, spec §2 /emailInstructors; manage Email: admin and academicOpsAdmin):
 * recipients by filters, templates whose merge fields are checked, a server-rendered preview, and without
 * SMTP_URL (the embedded default) a send that lands in the outbox, read back in the app.
 */

let app: TestServer;
let admin: ApiClient;
let faculty: ApiClient;

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_email_instructors', env: { EMAIL_RATE_PER_SECOND: '100' } });
  [admin, faculty] = await Promise.all(
    ['admin', 'faculty'].map((name) => new ApiClient(app.url).signIn(name)),
  );
}, 180_000);
afterAll(async () => app?.stop());

describe('recipients', () => {
  it('are the working period’s faculty by default, counted, each with an address', async () => {
    const answer = await admin.get('/api/emailInstructors/recipients');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.count).toBeGreaterThan(3);
    expect(answer.body.recipients).toHaveLength(answer.body.count);
    for (const recipient of answer.body.recipients) expect(recipient.email).toMatch(/@/);
    const period = await admin.get('/api/academicPeriods/active');
    expect(answer.body.AcademicPeriodId).toBe(period.body.id);
  });

  it('narrow by workgroup and workload status', async () => {
    const all = (await admin.get('/api/emailInstructors/recipients')).body;
    const under = (await admin.get('/api/emailInstructors/recipients?workloadStatus=under,over')).body;
    expect(under.count).toBeLessThanOrEqual(all.count);
    for (const recipient of under.recipients) expect(['under', 'over']).toContain(recipient.workloadStatus);
    const workgroup = await smallWorkgroup(admin);
    const members = (await admin.get(`/api/emailInstructors/recipients?WorkgroupId=${workgroup.id}`)).body;
    expect(members.count).toBe(workgroup.count);
    expect(members.count).toBeLessThan(all.count);
  });

  it('narrow to who has not submitted preferences for the period', async () => {
    const all = (await admin.get('/api/emailInstructors/recipients')).body;
    const notSubmitted = (await admin.get('/api/emailInstructors/recipients?preferencesNotSubmitted=true'))
      .body;
    const submissions = await admin.get(
      `/api/preferenceSubmissions?filter=${encodeURIComponent(JSON.stringify({ AcademicPeriodId: all.AcademicPeriodId, status: 'submitted' }))}&range=${encodeURIComponent('[0,999]')}`,
    );
    const submitted = new Set(
      (submissions.body as { UserId: string; status: string }[])
        .filter((row) => row.status === 'submitted')
        .map((row) => row.UserId),
    );
    expect(notSubmitted.recipients.some((r: { id: string }) => submitted.has(r.id))).toBe(false);
    expect(notSubmitted.count).toBe(
      all.recipients.filter((r: { id: string }) => !submitted.has(r.id)).length,
    );
  });

  it('narrow to whose assignments changed since the period was published to faculty', async () => {
    const periods = await admin.get(`/api/academicPeriods?range=${encodeURIComponent('[0,99]')}`);
    const published = (periods.body as { id: string; progressStep: number }[]).find(
      (p) => p.progressStep === 8,
    );
    expect(published, 'the demo publishes the periods before the active one').toBeDefined();
    const query = `/api/emailInstructors/recipients?AcademicPeriodId=${published!.id}&changedSincePublication=true`;
    const before = (await admin.get(query)).body;
    expect(before.publishedAt).not.toBeNull();
    const assignments = await admin.get(
      `/api/teachingAssignments?filter=${encodeURIComponent(JSON.stringify({ AcademicPeriodId: published!.id }))}&range=${encodeURIComponent('[0,49]')}`,
    );
    const changed = (assignments.body as { id: string; UserId: string; version: number }[]).find(
      (a) => !before.recipients.some((r: { id: string }) => r.id === a.UserId),
    )!;
    // academic operations manage assignments (admin only reads them), after publication too
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const removed = await ops.delete(`/api/teachingAssignments/${changed.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const after = (await admin.get(query)).body;
    expect(after.recipients.map((r: { id: string }) => r.id)).toContain(changed.UserId);
    expect(after.count).toBe(before.count + 1);
    // the period's other filters still apply: the working period has no publication
    const working = (await admin.get('/api/emailInstructors/recipients?changedSincePublication=true')).body;
    expect(working).toMatchObject({ publishedAt: null, count: 0 });
  });

  it('refuse bad filters with the field and the reason', async () => {
    const status = await admin.get('/api/emailInstructors/recipients?workloadStatus=sideways');
    expect(status.status).toBe(400);
    expect(status.body.errors).toHaveProperty('workloadStatus.0');
    const workgroup = await admin.get('/api/emailInstructors/recipients?WorkgroupId=nope');
    expect(workgroup.status).toBe(400);
    expect(workgroup.body.errors.WorkgroupId).toMatch(/workgroup/);
    const period = await admin.get(
      '/api/emailInstructors/recipients?AcademicPeriodId=00000000-0000-4000-8000-000000000000',
    );
    expect(period.status).toBe(400);
    expect(period.body.errors.AcademicPeriodId).toBe('No such academic period');
  });
});

describe('templates and previews', () => {
  it('a template naming an unknown merge field is refused on its field; a good one is saved', async () => {
    const bad = await admin.post('/api/emailTemplates', {
      name: 'Bad',
      subject: 'Hi {{nickname}}',
      body: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.subject).toMatch(/Unknown merge field \{\{nickname\}\}/);
    const good = await admin.post('/api/emailTemplates', {
      name: 'Workload check',
      subject: 'Your load, {{firstName}}',
      body: 'Dear {{displayName}},\n{{sections}}\nRequired {{requiredPoints}}, assigned {{assignedPoints}}, remaining {{remainingPoints}}.',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    const changed = await admin.put(`/api/emailTemplates/${good.body.id}`, {
      body: 'Hello {{surname}}',
      version: good.body.version,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors.body).toMatch(/\{\{surname\}\}/);
  });

  it('previews one recipient’s message as the server renders it', async () => {
    const { recipients } = (await admin.get('/api/emailInstructors/recipients')).body;
    const someone = recipients.find((r: { sectionCount: number }) => r.sectionCount > 0) ?? recipients[0];
    const preview = await admin.post('/api/emailInstructors/preview', {
      UserId: someone.id,
      subject: 'Load of {{lastName}}',
      body: 'Assigned {{assignedPoints}}\n{{sections}}',
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ UserId: someone.id, to: someone.email, devRedirect: false });
    expect(preview.body.body).toContain(`Assigned ${someone.pointsAssigned}`);
    expect(preview.body.subject).not.toContain('{{');
    if (someone.sectionCount > 0) expect(preview.body.body).toMatch(/\n- .+ points/);
  });

  it('refuses a preview with an unknown merge field, or of someone who is not faculty', async () => {
    const { recipients } = (await admin.get('/api/emailInstructors/recipients')).body;
    const bad = await admin.post('/api/emailInstructors/preview', {
      UserId: recipients[0].id,
      subject: 'ok',
      body: '{{salary}}',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.body).toMatch(/\{\{salary\}\}/);
    const me = (await admin.get('/api/auth')).body.workingUserId;
    const nobody = await admin.post('/api/emailInstructors/preview', { UserId: me, subject: 's', body: 'b' });
    expect(nobody.status).toBe(404);
  });
});

describe('a send without SMTP (the embedded default)', () => {
  it('says where messages go', async () => {
    const settings = await admin.get('/api/emailInstructors/settings');
    expect(settings.body).toMatchObject({ smtp: false, devEmailsEnabled: false, sendRefusal: null });
    expect(settings.body.mergeFields.map((f: { name: string }) => f.name)).toContain('sections');
  });

  it('lands in the outbox with progress over the socket, every recipient once, and is in the history', async () => {
    const workgroup = await smallWorkgroup(admin);
    const socket = await openSocket(app.url, { cookie: admin.cookie });
    const started = await admin.post('/api/emailSends', {
      filters: { WorkgroupId: workgroup.id },
      subject: 'Hello {{firstName}}',
      body: 'Remaining: {{remainingPoints}}',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.recipientCount).toBe(workgroup.count);
    const progress = await socket.finished(started.body.jobId, 60_000);
    socket.close();
    expect(progress.at(-1)).toMatchObject({ state: 'completed', progress: 100, queue: 'email' });
    const send = await finishedSend(admin, started.body.id);
    expect(send).toMatchObject({ sentCount: workgroup.count, failedCount: 0, unconfirmedCount: 0 });
    for (const message of send.messages) {
      expect(message).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1, to: message.email });
      expect(message.subject).toMatch(/^Hello \S+$/);
      expect(message.messageId).toBe(`<${send.id}.${message.UserId}@localhost>`);
    }
    const outbox = await admin.get('/api/emailOutbox');
    const mine = outbox.body.filter((m: { SendId: string }) => m.SendId === send.id);
    expect(mine).toHaveLength(workgroup.count);
    const history = await admin.get('/api/emailSends');
    expect(history.body[0]).toMatchObject({
      id: send.id,
      subject: 'Hello {{firstName}}',
      requestedByName: expect.any(String),
    });
  }, 90_000);

  it('refuses a send to nobody, and one with unknown merge fields, appending nothing', async () => {
    const before = (await admin.get('/api/emailSends')).body.length;
    const nobody = await admin.post('/api/emailSends', {
      filters: { WorkgroupId: '00000000-0000-4000-8000-000000000000' },
      subject: 's',
      body: 'b',
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors.filters).toMatch(/No recipient/);
    const unknown = await admin.post('/api/emailSends', { filters: {}, subject: '{{who}}', body: 'b' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.subject).toMatch(/\{\{who\}\}/);
    const malformed = await admin.post('/api/emailSends', {
      filters: { workloadStatus: ['x'] },
      subject: 's',
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(
      expect.arrayContaining(['filters.workloadStatus.0', 'body']),
    );
    expect((await admin.get('/api/emailSends')).body.length).toBe(before);
  });
});

describe('who may', () => {
  it('refuses faculty every route, and anonymous callers', async () => {
    for (const path of [
      '/api/emailInstructors/recipients',
      '/api/emailOutbox',
      '/api/emailSends',
      '/api/emailTemplates',
    ]) {
      expect((await faculty.get(path)).status).toBe(403);
      expect((await new ApiClient(app.url).get(path)).status).toBe(401);
    }
    const send = await faculty.post('/api/emailSends', { filters: {}, subject: 's', body: 'b' });
    expect(send.status).toBe(403);
  });

  it('lets academic operations send', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    expect((await ops.get('/api/emailInstructors/recipients')).status).toBe(200);
  });
});
