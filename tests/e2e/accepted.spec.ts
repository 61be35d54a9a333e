import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';

let app: TestServer;
beforeAll(async () => {
  // no wait for read models: every command answers 202 (DESIGN §4, the timeout path)
  app = await startTestServer({ label: 'e2e_accepted', env: { COMMAND_WAIT_MS: '0' } });
});
afterAll(() => app?.stop());

describe('a command whose read model has not caught up', () => {
  it('answers 202 with the id, the Location and the position, and the record shows up', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const accepted = await ops.post('/api/courses', { courseNumber: 'ACC 1', name: 'Accepted' });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      id: expect.any(String),
      position: expect.stringMatching(/^\d{20}:\d{20}$/),
    });
    expect(accepted.headers.get('location')).toBe(`/api/courses/${accepted.body.id}`);
    await vi.waitFor(
      async () => expect((await ops.get(`/api/courses/${accepted.body.id}`)).status).toBe(200),
      {
        timeout: 5000,
        interval: 20,
      },
    );
  });
});
