import { expect } from 'vitest';
import type { ApiClient } from './apiClient.js';

/** A send as GET /api/emailSends/:id answers it once its job finished (polled: works across processes). */
export async function finishedSend(client: ApiClient, id: string, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.get(`/api/emailSends/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.status === 'completed') return answer.body;
    if (Date.now() > deadline) throw new Error(`send ${id} did not finish: ${JSON.stringify(answer.body)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The recipients of a workgroup with few members in the working period: a small send. */
export async function smallWorkgroup(client: ApiClient, most = 6): Promise<{ id: string; count: number }> {
  const workgroups = await client.get(`/api/workgroups?range=${encodeURIComponent('[0,99]')}`);
  let best: { id: string; count: number } | undefined;
  for (const workgroup of workgroups.body as { id: string }[]) {
    const answer = await client.get(`/api/emailInstructors/recipients?WorkgroupId=${workgroup.id}`);
    const count = answer.body.count as number;
    if (count > 1 && count <= most && (!best || count < best.count)) best = { id: workgroup.id, count };
    if (best && best.count <= 3) break;
  }
  if (!best) throw new Error('no workgroup with a few faculty in the working period');
  return best;
}
