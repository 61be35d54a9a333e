import JSZip from 'jszip';
import { expect } from 'vitest';
import type { ApiClient } from './apiClient.js';
import type { TestServer } from './testServer.js';

/** Starts a data export as `client`, waits (polling) until its job completed, and answers its zip. */
export async function completedDataExport(
  app: TestServer,
  client: ApiClient,
): Promise<{ id: string; zip: JSZip }> {
  const started = await client.post('/api/dataExports', {});
  expect(started.status).toBe(202);
  for (const deadline = Date.now() + 120_000; ;) {
    const state = (await client.get(`/api/dataExports/${started.body.id}`)).body;
    if (state.status === 'completed') break;
    expect(state.status).not.toBe('failed');
    if (Date.now() > deadline) throw new Error('the export did not complete');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const download = await fetch(`${app.url}/api/dataExports/${started.body.id}/download`, {
    headers: { cookie: client.cookie },
  });
  return { id: started.body.id, zip: await JSZip.loadAsync(Buffer.from(await download.arrayBuffer())) };
}
