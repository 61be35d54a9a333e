import type { ApiClient } from './apiClient.js';

export type ApiRow = Record<string, any> & { id: string; version: number };

/**
 * POSTs a record and answers it as a read shows it. A 202 (recorded, the read model not caught up within
 * the command's wait: a busy machine) is read until visible; any other answer fails with its body.
 */
export async function createdRecord(
  client: ApiClient,
  resource: string,
  body: object,
  /** e.g. '?confirm=true': a record whose warnings (a double-booked room) are confirmed up front. */
  query = '',
): Promise<ApiRow> {
  const answer = await client.post(`/api/${resource}${query}`, body);
  if (answer.status === 201) return answer.body;
  if (answer.status !== 202)
    throw new Error(`POST /api/${resource}: ${answer.status} ${JSON.stringify(answer.body)}`);
  for (let tries = 0; tries < 100; tries++) {
    const read = await client.get(`/api/${resource}/${answer.body.id}`);
    if (read.status === 200) return read.body;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`POST /api/${resource}: ${answer.body.id} never became visible`);
}
