import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

let app: TestServer;
let ops: ApiClient;
beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_periods' });
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
});
afterAll(() => app?.stop());

const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);

describe('academic periods (spec §7)', () => {
  it('lists periods sorted by startDate descending by default', async () => {
    const { body } = await ops.get('/api/academicPeriods');
    const starts = body.map((period: { startDate: string }) => period.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.length).toBe(4);
  });

  it('answers active, active/id, systemActive and publishedForFaculty', async () => {
    const active = await ops.get('/api/academicPeriods/active');
    expect(active.body).toMatchObject({ name: '2026-2027', isSystemActive: true });
    expect((await ops.get('/api/academicPeriods/active/id')).body).toEqual({ id: active.body.id });
    expect((await ops.get('/api/academicPeriods/systemActive')).body.id).toBe(active.body.id);
    // published = at step 8: the earlier periods; the active one is drafting its assignments (step 5)
    const published = await ops.get('/api/academicPeriods/publishedForFaculty');
    expect(published.body.map((p: { name: string }) => p.name)).toEqual(['2025-2026', '2024-2025']);
  });

  it('sets the system active period', async () => {
    const { body: periods } = await ops.get(
      `/api/academicPeriods${listQuery({ filter: { name: '2027-2028' } })}`,
    );
    const activated = await ops.post(`/api/academicPeriods/${periods[0].id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.isSystemActive).toBe(true);
    expect((await ops.get('/api/academicPeriods/systemActive')).body.name).toBe('2027-2028');
    const { body: all } = await ops.get('/api/academicPeriods');
    expect(all.filter((p: { isSystemActive: boolean }) => p.isSystemActive)).toHaveLength(1);
    const back = await ops.get(`/api/academicPeriods${listQuery({ filter: { name: '2026-2027' } })}`);
    await ops.post(`/api/academicPeriods/${back.body[0].id}/activate`);
  });

  it('refuses to delete the system active period (422) and appends nothing', async () => {
    const active = await ops.get('/api/academicPeriods/systemActive');
    const before = await eventCount();
    const refused = await ops.delete(`/api/academicPeriods/${active.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/active academic period/);
    expect(await eventCount()).toBe(before);
  });

  it('creates a period with terms, embeds them, checks their dates, and deletes both', async () => {
    const { body: period } = await ops.post('/api/academicPeriods', {
      name: '2040-2041',
      startDate: '2040-08-01',
      endDate: '2041-07-31',
    });
    expect(period).toMatchObject({ isSystemActive: false, publishedForFaculty: false });
    const { body: types } = await ops.get(`/api/academicTermTypes${listQuery({ filter: { name: 'Fall' } })}`);
    const outside = await ops.post('/api/academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: types[0].id,
      name: 'Fall 2040',
      startDate: '2040-07-01',
      endDate: '2040-12-15',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors.startDate).toMatch(/within the period/);
    const term = await ops.post('/api/academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: types[0].id,
      name: 'Fall 2040',
      startDate: '2040-08-20',
      endDate: '2040-12-15',
    });
    expect(term.status).toBe(201);
    const withTerms = await ops.get(
      `/api/academicPeriods/${period.id}?include=${encodeURIComponent('["AcademicTerms"]')}`,
    );
    expect(withTerms.body.AcademicTerms.map((t: { name: string }) => t.name)).toEqual(['Fall 2040']);
    // the period's own version did not move when its term was added: editing it does not conflict
    const renamed = await ops.put(`/api/academicPeriods/${period.id}`, {
      name: '2040/41',
      version: period.version,
    });
    expect(renamed.status).toBe(200);
    const shrink = await ops.put(`/api/academicPeriods/${period.id}`, {
      startDate: '2040-09-01',
      version: renamed.body.version,
    });
    expect(shrink.status).toBe(400);
    expect(shrink.body.errors.startDate).toMatch(/Fall 2040/);
    const moved = await ops.put(`/api/academicTerms/${term.body.id}`, {
      AcademicPeriodId: types[0].id,
      version: term.body.version,
    });
    expect(moved.status).toBe(400);
    expect((await ops.delete(`/api/academicPeriods/${period.id}`)).status).toBe(200);
    expect((await ops.get(`/api/academicTerms/${term.body.id}`)).status).toBe(404);
  });
});
