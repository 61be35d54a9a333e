import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith, newWorkgroup, setProgressStep } from '../support/accessFixtures.js';
import { ApiClient, sharedTestServer, type TestServer } from '../support/index.js';
import { newOffering, newSection, setUpPlanning } from '../support/planning.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';

/**
 * Auto-draft over HTTP (issue 23; services/api/src/autoDraft): a workgroup of the demo data drafted by
 * academic operations, its proposals checked against the read models for the hard rules, accepted in part
 * as ordinary assignments (via autoDraft, the draft's correlation id), a stale proposal refused with its
 * reason, two concurrent acceptances (one 409), discard, who may read a draft, and bad input.
 */
let app: TestServer;
let ops: ApiClient;
let period: { id: string };
let workgroupId: string;
let draft: { id: string; result: any; state: string };
let sockets: { starter: SocketProbe; other: SocketProbe };
type Proposal = {
  SectionId: string;
  UserId: string;
  points: number;
  reasons: string[];
  pointsRequired: number | null;
};

const q = async (text: string, values: unknown[] = []) => (await app.database.pool.query(text, values)).rows;

async function solved(client: ApiClient, id: string) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    const answer = await client.get(`/api/autoDrafts/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.state === 'completed' || answer.body.state === 'failed') return answer.body;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`draft ${id} not solved in 90 s`);
}

const proposals = (): Proposal[] => draft.result.proposals;
const dashboardCoverage = async () => (await ops.get('/api/dashboard')).body.coverage;

beforeAll(async () => {
  app = await sharedTestServer();
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  period = (await ops.get('/api/academicPeriods/systemActive')).body;
  // the demo workgroup with the most members who have points to spare (ties: the fewest open sections)
  const [row] = await q(
    `select s."WorkgroupId", count(*)::int as open,
       (select count(*)::int from "workgroupMemberships" m
          join "facultyProfiles" fp on fp."UserId" = m."UserId"
          left join "instructorTypes" it on it.id = fp."InstructorTypeId"
          left join "financialData" fd on fd."UserId" = m."UserId" and fd."AcademicPeriodId" = $1
          left join "instructorWorkloads" wl on wl."UserId" = m."UserId" and wl."AcademicPeriodId" = $1
          where m."WorkgroupId" = s."WorkgroupId"
            and coalesce(fd."pointsRequired", it."defaultPointsRequired") - coalesce(wl."pointsAssigned", 0) >= 3
       ) as free
     from sections s where "AcademicPeriodId" = $1 and points > coalesce("assignedPoints", 0) and "WorkgroupId" is not null
     group by 1 order by free desc, open, 1 limit 1`,
    [period.id],
  );
  workgroupId = row.WorkgroupId;
  const admin = await new ApiClient(app.url).signIn('admin');
  sockets = {
    starter: await openSocket(app.url, { cookie: ops.cookie }),
    other: await openSocket(app.url, { cookie: admin.cookie }),
  };
  const started = await ops.post('/api/autoDrafts', {
    AcademicPeriodId: period.id,
    WorkgroupId: workgroupId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.headers.get('location')).toBe(`/api/autoDrafts/${started.body.id}`);
  draft = await solved(ops, started.body.id);
}, 180_000);

afterAll(() => {
  sockets?.starter.close();
  sockets?.other.close();
});

describe('POST /api/autoDrafts: a workgroup of the demo data', () => {
  it('proposes assignments with their reasons', () => {
    expect(draft.state).toBe('completed');
    expect(proposals().length).toBeGreaterThanOrEqual(4);
    for (const proposal of proposals()) expect(proposal.reasons.length).toBeGreaterThan(0);
    expect(draft.result.figures.sectionsCovered).toBe(proposals().length);
  });

  it('reports progress to its starter over the socket, ending at 100 and completed, and to no one else', async () => {
    const progress = await sockets.starter.finished(draft.id);
    const values = progress.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({
      jobId: draft.id,
      queue: 'autoDraft',
      progress: 100,
      state: 'completed',
    });
    expect(sockets.other.messages.filter((m) => m.payload?.jobId === draft.id)).toEqual([]);
  });

  it('breaks no hard rule, judged by the read models', async () => {
    const sectionIds = proposals().map((p) => p.SectionId);
    const userIds = [...new Set(proposals().map((p) => p.UserId))];
    // workgroup: every proposed section is the workgroup's, uncovered, and its instructor a member of it
    const sections = await q(
      `select id, "WorkgroupId", points - coalesce("assignedPoints", 0) as "left" from sections where id = any($1)`,
      [sectionIds],
    );
    expect(sections).toHaveLength(sectionIds.length);
    const members = await q(`select "UserId" from "workgroupMemberships" where "WorkgroupId" = $1`, [
      workgroupId,
    ]);
    for (const proposal of proposals()) {
      const section = sections.find((s) => s.id === proposal.SectionId)!;
      expect(section.WorkgroupId).toBe(workgroupId);
      expect(Number(section.left)).toBeGreaterThanOrEqual(proposal.points);
      expect(members.map((m) => m.UserId)).toContain(proposal.UserId);
    }
    // nobody over their required points (overload not allowed): what they have plus what is proposed
    const loads = await q(
      `select "UserId", "pointsAssigned"::float8 as assigned from "instructorWorkloads"
        where "AcademicPeriodId" = $1 and "UserId" = any($2)`,
      [period.id, userIds],
    );
    for (const userId of userIds) {
      const mine = proposals().filter((p) => p.UserId === userId);
      const before = loads.find((l) => l.UserId === userId)?.assigned ?? 0;
      const after = before + mine.reduce((sum, p) => sum + p.points, 0);
      expect(mine[0]!.pointsRequired).not.toBeNull();
      expect(after).toBeLessThanOrEqual(mine[0]!.pointsRequired! + 1e-9);
    }
    // no instructor at two meetings at once: their assignments and proposals, term by term
    const meetings = await q(
      `select x."UserId", s.id, s."AcademicTermId", m.days, m."startTime", m."endTime"
        from (select "UserId", "SectionId" from "teachingAssignments" where "UserId" = any($1)
              union all select * from unnest($2::uuid[], $3::uuid[])) x("UserId", "SectionId")
        join sections s on s.id = x."SectionId" join meetings m on m."SectionId" = s.id`,
      [userIds, proposals().map((p) => p.UserId), sectionIds],
    );
    for (const a of meetings)
      for (const b of meetings) {
        if (a === b || a.UserId !== b.UserId || a.id === b.id || a.AcademicTermId !== b.AcademicTermId)
          continue;
        const shareDay = a.days.some((day: string) => b.days.includes(day));
        const overlap = shareDay && a.startTime < b.endTime && b.startTime < a.endTime;
        expect(overlap, `${a.UserId} teaches ${a.id} and ${b.id} at once`).toBe(false);
      }
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const bad = await ops.post('/api/autoDrafts', {
      AcademicPeriodId: 'not-a-period',
      allowOverload: 'yes',
      weights: { coverage: -1, preference: 'a lot', history: 1e9, bogus: 1 },
      extra: true,
    });
    expect(bad.status).toBe(400);
    expect(
      Object.keys(bad.body.errors)
        .filter((key) => key !== 'root')
        .sort(),
    ).toEqual(
      [
        'AcademicPeriodId',
        'allowOverload',
        'extra',
        'weights.bogus',
        'weights.coverage',
        'weights.history',
        'weights.preference',
      ].sort(),
    );
    const unknown = await ops.post('/api/autoDrafts', {
      AcademicPeriodId: '0190b000-0000-7000-8000-000000000000',
      WorkgroupId: '0190b000-0000-7000-8000-000000000001',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject({
      AcademicPeriodId: 'No academic period with this id',
      WorkgroupId: 'No workgroup with this id',
    });
    const badAccept = await ops.post(`/api/autoDrafts/${draft.id}/accept`, { SectionIds: ['x'] });
    expect(badAccept.status).toBe(400);
    expect(badAccept.body.errors).toHaveProperty(['SectionIds.0']);
    const notProposed = await ops.post(`/api/autoDrafts/${draft.id}/accept`, {
      SectionIds: ['0190b000-0000-7000-8000-000000000002'],
    });
    expect(notProposed.status).toBe(400);
    expect(notProposed.body.errors.SectionIds).toMatch(/Not among the draft's proposals/);
    expect((await ops.get('/api/autoDrafts/not-an-id')).status).toBe(404);
  });

  it('answers the default weights', async () => {
    const answer = await ops.get('/api/autoDrafts/defaults');
    expect(answer.status).toBe(200);
    expect(answer.body.weights).toEqual(draft.result.weights);
  });
});

describe('who may draft and read a draft', () => {
  it('answers 401 to anonymous callers and 403 to a role that does not assign', async () => {
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get(`/api/autoDrafts/${draft.id}`)).status).toBe(401);
    expect((await anonymous.post('/api/autoDrafts', { AcademicPeriodId: period.id })).status).toBe(401);
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    const refused = await faculty.post('/api/autoDrafts', { AcademicPeriodId: period.id });
    expect(refused.status).toBe(403);
    expect((await faculty.post(`/api/autoDrafts/${draft.id}/accept`, {})).status).toBe(403);
  });

  it('hides a draft from a reader who did not start it (404); an administrator reads it', async () => {
    const approver = await new ApiClient(app.url).signIn('academicAffairsApprover');
    expect((await approver.get(`/api/autoDrafts/${draft.id}`)).status).toBe(404);
    const admin = await new ApiClient(app.url).signIn('admin');
    const read = await admin.get(`/api/autoDrafts/${draft.id}`);
    expect(read.status).toBe(200);
    expect(read.body.result.proposals).toHaveLength(proposals().length);
  });
});

describe('POST /api/autoDrafts/{id}/accept', () => {
  it('makes ordinary assignments via autoDraft with the draft as correlation id, and coverage moves', async () => {
    const [first, second] = proposals();
    const before = await dashboardCoverage();
    const accepted = await ops.post(`/api/autoDrafts/${draft.id}/accept`, {
      SectionIds: [first!.SectionId, second!.SectionId],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.correlationId).toBe(draft.id);
    expect(accepted.body.refused).toEqual([]);
    expect(accepted.body.assigned.map((a: { SectionId: string }) => a.SectionId)).toEqual([
      first!.SectionId,
      second!.SectionId,
    ]);
    for (const made of accepted.body.assigned) {
      const row = await ops.get(`/api/teachingAssignments/${made.id}`);
      expect(row.status).toBe(200);
      expect(row.body).toMatchObject({ SectionId: made.SectionId, UserId: made.UserId });
      const events = await q(
        `select metadata from es_events where stream_id = $1 and event_type = 'TeachingAssignmentCreated' and data->>'id' = $2`,
        [`section-${made.SectionId}`, made.id],
      );
      expect(events).toHaveLength(1);
      expect(events[0].metadata).toMatchObject({ via: 'autoDraft', correlationId: draft.id });
      const history = await ops.get(`/api/teachingAssignments/${made.id}/history`);
      expect(history.body[0]).toMatchObject({ via: 'autoDraft' });
    }
    const after = await dashboardCoverage();
    expect(after.uncovered + after.partial).toBe(before.uncovered + before.partial - 2);
    expect((await ops.get(`/api/autoDrafts/${draft.id}`)).body.accepted).toEqual([
      first!.SectionId,
      second!.SectionId,
    ]);
  });

  it('refuses a proposal made stale since the draft (or accepted already), with its reason, and accepts the others', async () => {
    const [first, , stale, ...rest] = proposals();
    // someone else takes the whole section meanwhile (confirming whatever it warns of)
    const someoneElse = proposals().find((p) => p.UserId !== stale!.UserId)!.UserId;
    const covered = await ops.post('/api/teachingAssignments?confirm=true', {
      SectionId: stale!.SectionId,
      UserId: someoneElse,
    });
    expect([201, 202]).toContain(covered.status);
    const others = rest.slice(0, 1).map((p) => p.SectionId);
    const accepted = await ops.post(`/api/autoDrafts/${draft.id}/accept`, {
      SectionIds: [first!.SectionId, stale!.SectionId, ...others],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.refused).toEqual([
      { SectionId: first!.SectionId, UserId: first!.UserId, reason: 'Accepted already' },
      { SectionId: stale!.SectionId, UserId: stale!.UserId, reason: 'The section was covered meanwhile' },
    ]);
    expect(accepted.body.assigned.map((a: { SectionId: string }) => a.SectionId)).toEqual(others);
  });

  it('lets one of two concurrent acceptances assign; the other is refused with 409', async () => {
    const [one, two] = await Promise.all([
      ops.post(`/api/autoDrafts/${draft.id}/accept`, {}),
      ops.post(`/api/autoDrafts/${draft.id}/accept`, {}),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    // every assignment the draft made, once: as many as its sections accepted, none twice
    const made = await q(
      `select data->>'SectionId' as "SectionId" from es_events
        where event_type = 'TeachingAssignmentCreated' and metadata->>'correlationId' = $1`,
      [draft.id],
    );
    const accepted = (await ops.get(`/api/autoDrafts/${draft.id}`)).body.accepted as string[];
    expect(made.map((row) => row.SectionId).sort()).toEqual([...accepted].sort());
    const winner = one.status === 200 ? one : two;
    const ids = winner.body.assigned.map((a: { id: string }) => a.id);
    if (ids.length > 0) {
      const rows = await q(`select id from "teachingAssignments" where id = any($1)`, [ids]);
      expect(rows).toHaveLength(ids.length);
    }
  });

  it('refuses to accept a discarded draft (409)', async () => {
    const started = await ops.post('/api/autoDrafts', {
      AcademicPeriodId: period.id,
      WorkgroupId: workgroupId,
    });
    const other = await solved(ops, started.body.id);
    const discarded = await ops.delete(`/api/autoDrafts/${other.id}`);
    expect(discarded.status).toBe(204);
    expect((await ops.get(`/api/autoDrafts/${other.id}`)).body.state).toBe('discarded');
    const refused = await ops.post(`/api/autoDrafts/${other.id}/accept`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This draft was discarded');
  });
});

describe('a workgroup member who assigns (permission 2, from progress step 6)', () => {
  it('may not draft another workgroup (403); a period draft covers only their workgroups', async () => {
    const p = await setUpPlanning(app);
    const theirs = await newWorkgroup(p);
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering, { WorkgroupId: theirs.id });
    const member = await memberWith(app, p, theirs.id, 2);
    const before = await setProgressStep(p, period.id, 6);
    try {
      const elsewhere = await member.client.post('/api/autoDrafts', {
        AcademicPeriodId: period.id,
        WorkgroupId: workgroupId,
      });
      expect(elsewhere.status).toBe(403);
      const started = await member.client.post('/api/autoDrafts', { AcademicPeriodId: period.id });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const mine = await solved(member.client, started.body.id);
      const drafted = [...mine.result.proposals, ...mine.result.uncovered].map((row) => row.SectionId);
      expect(drafted).toEqual([section.id]);
    } finally {
      await setProgressStep(p, period.id, before);
    }
  });
});
