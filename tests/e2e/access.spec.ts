import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

let app: TestServer;
beforeAll(async () => {
  app = await sharedTestServer();
});

describe('who may do what (spec §6 for this slice)', () => {
  it('answers 401 to anonymous requests and to an unknown dev user', async () => {
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get('/api/courses')).status).toBe(401);
    expect((await anonymous.get('/api/auth')).status).toBe(401);
    expect((await anonymous.post('/api/auth/dev', { username: 'nobody' })).status).toBe(401);
    expect((await anonymous.get('/api/health')).status).toBe(200);
  });

  it('lets admin read courses but not create them (403 "Unauthorized request")', async () => {
    const admin = await new ApiClient(app.url).signIn('admin');
    expect((await admin.get('/api/courses')).status).toBe(200);
    const refused = await admin.post('/api/courses', { courseNumber: 'X 1', name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized request');
  });

  it('keeps faculty out of the course catalog but lets them read academic periods', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty1');
    expect((await faculty.get('/api/courses')).status).toBe(403);
    expect((await faculty.get('/api/academicPeriods/active')).status).toBe(200);
    expect((await faculty.post('/api/workgroups', { name: 'Mine' })).status).toBe(403);
  });

  it('hides and refuses useAdvancedEffort while aemEnabled is off', async () => {
    const admin = await new ApiClient(app.url).signIn('admin');
    const periods = await admin.get(`/api/academicPeriods${listQuery({ take: 1 })}`);
    expect(periods.body[0]).not.toHaveProperty('useAdvancedEffort');
    const refused = await admin.post('/api/academicPeriods', {
      name: 'AEM',
      startDate: '2030-08-01',
      endDate: '2031-07-31',
      useAdvancedEffort: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.useAdvancedEffort).toBeDefined();
    expect(
      (await admin.get(`/api/academicPeriods${listQuery({ sort: ['useAdvancedEffort', 'ASC'] })}`)).status,
    ).toBe(403);
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    expect((await ops.get('/api/auth')).body).toMatchObject({
      displayName: 'Olivia Operations',
      Roles: [{ slug: 'academicOpsAdmin' }],
    });
    const replay = new ApiClient(app.url, ops.cookie);
    await ops.get('/api/auth/logout');
    expect((await replay.get('/api/auth')).status).toBe(401);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await new ApiClient(app.url).post('/api/auth/dev', { username: 'admin' });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tams_session='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });
});
