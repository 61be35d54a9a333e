import { expect } from 'vitest';
import type { ApiClient } from './apiClient.js';
import type { TestServer } from './testServer.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST a file to a kind's dry run, as the Data Services page sends it. */
export const sisDryRun = (
  url: string,
  client: ApiClient,
  kind: string,
  body: string | Buffer,
  fileName: string,
) =>
  fetch(`${url}/api/dataServices/imports/${kind}/dryRun`, {
    method: 'POST',
    headers: {
      cookie: client.cookie,
      'content-type': fileName.endsWith('.xlsx') ? xlsxType : 'text/csv',
      'x-file-name': encodeURIComponent(fileName),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

/** The import once its job has completed or failed (GET /api/dataServices/imports/:id). */
export async function waitForSisImport(client: ApiClient, id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { body } = await client.get(`/api/dataServices/imports/${id}`);
    if (body?.status === 'completed' || body?.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

/** A dry run alone, or the dry run, the import and the finished import's row. */
export async function importFile(
  app: TestServer,
  client: ApiClient,
  kind: string,
  body: string | Buffer,
  fileName: string,
  options: { dryRunOnly: true },
): Promise<{ status: number; body: any }>;
export async function importFile(
  app: TestServer,
  client: ApiClient,
  kind: string,
  body: string | Buffer,
  fileName: string,
): Promise<{ dry: { status: number; body: any }; done: any }>;
export async function importFile(
  app: TestServer,
  client: ApiClient,
  kind: string,
  body: string | Buffer,
  fileName: string,
  options: { dryRunOnly?: boolean } = {},
) {
  const dry = await sisDryRun(app.url, client, kind, body, fileName);
  if (options.dryRunOnly) return dry;
  expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
  expect(dry.body.errors, JSON.stringify(dry.body.errors).slice(0, 500)).toEqual([]);
  const started = await client.post('/api/dataServices/imports', {
    kind,
    uploadId: dry.body.uploadId,
    fileName,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { dry, done: await waitForSisImport(client, started.body.id) };
}

/** Where the log is and how many records there are: what a refused import must leave as it was. */
export async function logState(app: TestServer) {
  const { rows } = await app.database.pool.query(`select
      (select count(*) from es_events)::int as events,
      (select count(*) from es_events where stream_id not like 'sisImport-%')::int as "recordEvents",
      (select count(*) from courses)::int as courses,
      (select count(*) from sections)::int as sections,
      (select count(*) from users)::int as users,
      (select count(*) from "sisImports")::int as imports`);
  return rows[0] as Record<string, number>;
}
