import { isClientWritable, type ResourceDefinition, resourceDefinitions } from '@tams/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { refreshRelated } from '../shared/records/cacheRules';
import { type AdminActions, adminActions } from './adminActions';
import { apiUrl, httpClient, ifMatch } from './httpClient';
import { queryClient } from './queryClient';
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

/** POST sections/bulkUpdate: each section changed at the version read, or why not. */
export interface BulkUpdateResult {
  updated: RaRecord[];
  failed: { id: Identifier; status: number; message: string }[];
}

export interface TamsDataProvider extends DataProvider, AdminActions {
  activateAcademicPeriod(id: Identifier): Promise<{ data: RaRecord }>;
  bulkUpdateSections(
    records: { id: Identifier; version: number }[],
    values: { points: number },
  ): Promise<{ data: BulkUpdateResult }>;
}

/** Resources whose id the server derives from the values (an offering: its course and period). */
const serverIdResources = new Set(['courseOfferings']);

/**
 * Resources whose writes may answer 409 with `warnings` (an overload, a time conflict): the user confirms,
 * and the write is sent again with `meta: { confirm: true }`, which the API reads as `?confirm=true`.
 */
const confirmableResources = new Set(['teachingAssignments', 'meetings']);
const confirmQuery = (resource: string, meta: { confirm?: boolean } | undefined) =>
  confirmableResources.has(resource) && meta?.confirm ? '?confirm=true' : '';

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
    // a list narrowed to the id answers [] until the record shows (by id: a 404 the browser logs as an error)
    const filter = encodeURIComponent(JSON.stringify({ id }));
    const record = await httpClient(`${apiUrl}/${resource}?filter=${filter}`).then(
      ({ json }) => (json as RaRecord[])[0],
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
    const values = writableValues(resource, params.data);
    const data = serverIdResources.has(resource) ? values : { ...values, id: params.data?.id ?? uuidv7() };
    const { status, json } = await httpClient(`${apiUrl}/${resource}${confirmQuery(resource, params.meta)}`, {
      method: 'POST',
      body: JSON.stringify(data),
    });
    const id = (json as { id: Identifier }).id;
    const created = status === 202 ? await whenVisible(resource, id, 1, { ...data, id }) : json;
    refreshRelated(queryClient, resource, 'create');
    return { data: created };
  },

  async update(page, params) {
    const resource = wireNameOf(page);
    const version = params.previousData?.version ?? params.data?.version;
    const { status, json } = await httpClient(
      recordUrl(resource, params.id) + confirmQuery(resource, params.meta),
      {
        method: 'PUT',
        body: JSON.stringify(writableValues(resource, params.data)),
        headers: ifMatch(version),
      },
    );
    const fallback = { ...params.previousData, ...params.data, id: params.id };
    const updated =
      status === 202 ? await whenVisible(resource, params.id, Number(version) + 1, fallback) : json;
    refreshRelated(queryClient, resource, 'update');
    return { data: updated };
  },

  async delete(page, params) {
    const resource = wireNameOf(page);
    const { status, json } = await httpClient(recordUrl(resource, params.id), {
      method: 'DELETE',
      headers: ifMatch(params.previousData?.version),
    });
    refreshRelated(queryClient, resource, 'delete');
    return { data: status === 202 ? (params.previousData as never) : json };
  },

  async activateAcademicPeriod(id) {
    const { json } = await httpClient(`${recordUrl('academicPeriods', id)}/activate`, { method: 'POST' });
    return { data: json };
  },

  async bulkUpdateSections(records, values) {
    const { json } = await httpClient(`${apiUrl}/sections/bulkUpdate`, {
      method: 'POST',
      body: JSON.stringify({ records, values }),
    });
    refreshRelated(queryClient, 'sections', 'update');
    return { data: json as BulkUpdateResult };
  },

  ...adminActions,
};
