/**
 * The access matrix's entries for Email Instructors (services/api/src/emailInstructors, spec §6 Email:
 * admin and academicOpsAdmin manage): every route authorizes manage Email (the templates' generic record
 * routes read, create, update and delete on Email, which manage covers), kept apart from endpointTable.ts,
 * which spreads them in. Sends go to the outbox (no SMTP_URL) and to one recipient each.
 */
import type { ApiClient } from './apiClient.js';
import type { Case, EndpointEntry, Expectation, Fixtures, Probe } from './endpointTable.js';
import { byRule } from './endpointTable.js';

const rule = (action: 'read' | 'create' | 'update' | 'delete' | 'manage') =>
  ({ action, subject: 'Email' }) as const;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;
const message = { subject: 'Matrix {{firstName}}', body: 'Remaining {{remainingPoints}}' };

async function made(client: ApiClient, path: string, body: object, what: string, ok = [201, 202]) {
  const answer = await client.post(path, body);
  if (!ok.includes(answer.status))
    throw new Error(`fixture ${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: string; version: number };
}

const memo = new WeakMap<Fixtures, Map<string, Promise<unknown>>>();
function once<T>(fx: Fixtures, key: string, make: () => Promise<T>): Promise<T> {
  let made = memo.get(fx);
  if (!made) memo.set(fx, (made = new Map()));
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as Promise<T>;
}

const freshTemplate = (fx: Fixtures) =>
  made(fx.admin, '/api/emailTemplates', { name: unique('AM template'), ...message }, 'email template');
const existingTemplate = (fx: Fixtures) => once(fx, 'template', () => freshTemplate(fx));
/** A recipient of the working period (one with an address): each send goes to them alone. */
const aRecipient = (fx: Fixtures) =>
  once(fx, 'recipient', async () => {
    const answer = await fx.admin.get('/api/emailInstructors/recipients');
    if (answer.status !== 200 || !answer.body.recipients[0])
      throw new Error(`fixture email recipient: answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.recipients[0].id as string;
  });
const sendBody = async (fx: Fixtures) => ({ filters: {}, UserIds: [await aRecipient(fx)], ...message });
const existingSend = async (fx: Fixtures) =>
  once(fx, 'send', async () => made(fx.admin, '/api/emailSends', await sendBody(fx), 'email send', [202]));

const main = (build: (fx: Fixtures) => Promise<Probe> | Probe, expect?: Case['expect']): Case[] => [
  { name: 'main', build: (_, fx) => build(fx), ...(expect ? { expect } : {}) },
];
/** A resend of a recipient who was sent: allowed callers hear the business rule (422), the rest 403. */
const ruleRefuses =
  (status: number): Case['expect'] =>
  (_, canDo): Expectation =>
    canDo('manage', 'Email') ? { status } : byRule(false);

export const emailEndpoints: EndpointEntry[] = [
  { method: 'GET', path: '/api/emailTemplates', rule: rule('read'), cases: main(() => ({})) },
  {
    method: 'GET',
    path: '/api/emailTemplates/:id',
    rule: rule('read'),
    cases: main(async (fx) => ({ params: { id: (await existingTemplate(fx)).id } })),
  },
  {
    method: 'GET',
    path: '/api/emailTemplates/:id/history',
    rule: rule('read'),
    cases: main(async (fx) => ({ params: { id: (await existingTemplate(fx)).id } })),
  },
  {
    method: 'POST',
    path: '/api/emailTemplates',
    rule: rule('create'),
    cases: main(() => ({ body: { name: unique('AM template'), ...message } })),
  },
  {
    method: 'PUT',
    path: '/api/emailTemplates/:id',
    rule: rule('update'),
    cases: main(async (fx) => {
      const row = await freshTemplate(fx);
      return { params: { id: row.id }, body: { subject: 'Changed {{lastName}}', version: row.version } };
    }),
  },
  {
    method: 'DELETE',
    path: '/api/emailTemplates/:id',
    rule: rule('delete'),
    cases: main(async (fx) => ({ params: { id: (await freshTemplate(fx)).id } })),
  },
  { method: 'GET', path: '/api/emailInstructors/settings', rule: rule('manage'), cases: main(() => ({})) },
  { method: 'GET', path: '/api/emailInstructors/recipients', rule: rule('manage'), cases: main(() => ({})) },
  {
    method: 'POST',
    path: '/api/emailInstructors/preview',
    rule: rule('manage'),
    cases: main(async (fx) => ({ body: { UserId: await aRecipient(fx), ...message } })),
  },
  {
    method: 'POST',
    path: '/api/emailSends',
    rule: rule('manage'),
    cases: main(async (fx) => ({ body: await sendBody(fx) })),
  },
  { method: 'GET', path: '/api/emailSends', rule: rule('manage'), cases: main(() => ({})) },
  {
    method: 'GET',
    path: '/api/emailSends/:id',
    rule: rule('manage'),
    cases: main(async (fx) => ({ params: { id: (await existingSend(fx)).id } })),
  },
  {
    method: 'POST',
    path: '/api/emailSends/:id/resend',
    rule: rule('manage'),
    cases: main(
      async (fx) => ({
        params: { id: (await existingSend(fx)).id },
        body: { UserIds: [await aRecipient(fx)] },
      }),
      ruleRefuses(422),
    ),
  },
  { method: 'GET', path: '/api/emailOutbox', rule: rule('manage'), cases: main(() => ({})) },
];
