import { isClientWritable, type ResourceDefinition, resourceDefinitions } from '@tams/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { type AdminActions, adminActions } from './adminActions';
import { apiUrl, httpClient, ifMatch } from './httpClient';
import { wireNameOf } from './resourceNames';
import { uuidv7 } from './uuidv7';

/** One event of a record's history, as `GET /api/{resource}/{id}/history` answers it (oldest first). */
export interface HistoryEntry {
  id: string;
  version: number;
  type: string;
  recordedAt: string;
  actorId: string | null;
  actorName: string | null;
  authenticatedUserId: string | null;
  authenticatedUserName: string | null;
  via: string | null;
  data: Record<string, unknown> & { id?: string; changes?: Record<string, unknown> };
}

export interface TamsDataProvider extends DataProvider, AdminActions {
  getHistory(resource: string, id: Identifier): Promise<{ data: HistoryEntry[] }>;
  activateAcademicPeriod(id: Identifier): Promise<{ data: RaRecord }>;
}

/** `meta: { embed: ['User'] }` (ra-data-simple-rest's name) is what the API calls `include`. */
const withIncludes: typeof httpClient = (url, options) =>
  httpClient(url.replace(/([?&])embed=/, '$1include='), options);

const base = simpleRestProvider(apiUrl, withIncludes);
const recordUrl = (resource: string, id: Identifier) =>
  `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;

/**
 * What a form may send: the fields a client sets (plus the id of a create). A record read back carries
 * more (computed values, embedded records such as a user's FacultyProfile, server-only fields); the API
 * refuses keys it does not know, so they stay behind.
 */
function writableValues(resource: string, data: Record<string, unknown> = {}) {
  const definition = (resourceDefinitions as Record<string, ResourceDefinition>)[resource];
  if (!definition) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => {
      const spec = definition.fields[key];
      return key === 'id' || (spec !== undefined && isClientWritable(spec));
    }),
  );
}

/**
 * 202: the change is recorded but the read model had not caught up when the API stopped waiting. Read the
 * record until it shows the change (a few seconds at most), so the page that follows shows it too.
 */
async function whenVisible(resource: string, id: Identifier, minVersion: number, fallback: RaRecord) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const record = await httpClient(recordUrl(resource, id)).then(
      ({ json }) => json as RaRecord,
      () => undefined,
    );
    if (record && Number(record.version) >= minVersion) return record;
  }
  return fallback;
}

/**
 * ra-data-simple-rest at /api, plus: page names mapped to wire names (apikeys -> apiKeys); creates name
 * their id (so a 202 can still be followed to the record); updates and deletes carry the version that was
 * read as If-Match, so a stale edit is refused (412) instead of overwriting someone else's change; and the
 * domain actions.
 */
export const dataProvider: TamsDataProvider = {
  getList: (resource, params) => base.getList(wireNameOf(resource), params),
  getOne: (resource, params) => base.getOne(wireNameOf(resource), params),
  getMany: (resource, params) => base.getMany(wireNameOf(resource), params),
  getManyReference: (resource, params) => base.getManyReference(wireNameOf(resource), params),
  updateMany: (resource, params) => base.updateMany(wireNameOf(resource), params),
  deleteMany: (resource, params) => base.deleteMany(wireNameOf(resource), params),

  async create(page, params) {
    const resource = wireNameOf(page);
    const data = { ...writableValues(resource, params.data), id: params.data?.id ?? uuidv7() };
    const { status, json } = await httpClient(`${apiUrl}/${resource}`, {
      method: 'POST',
      body: JSON.stringify(data),
    });
    return { data: status === 202 ? await whenVisible(resource, data.id, 1, data) : json };
  },

  async update(page, params) {
    const resource = wireNameOf(page);
    const version = params.previousData?.version ?? params.data?.version;
    const { status, json } = await httpClient(recordUrl(resource, params.id), {
      method: 'PUT',
      body: JSON.stringify(writableValues(resource, params.data)),
      headers: ifMatch(version),
    });
    if (status !== 202) return { data: json };
    const fallback = { ...params.previousData, ...params.data, id: params.id };
    return { data: await whenVisible(resource, params.id, Number(version) + 1, fallback) };
  },

  async delete(page, params) {
    const { status, json } = await httpClient(recordUrl(wireNameOf(page), params.id), {
      method: 'DELETE',
      headers: ifMatch(params.previousData?.version),
    });
    return { data: status === 202 ? (params.previousData as never) : json };
  },

  async getHistory(page, id) {
    const { json } = await httpClient(`${recordUrl(wireNameOf(page), id)}/history`);
    return { data: json as HistoryEntry[] };
  },

  async activateAcademicPeriod(id) {
    const { json } = await httpClient(`${recordUrl('academicPeriods', id)}/activate`, { method: 'POST' });
    return { data: json };
  },

  ...adminActions,
};
