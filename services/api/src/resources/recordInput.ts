import { type Fields, parseRecordInput, ValidationError } from '@tams/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Row } from './recordReads.js';
import { isUuid } from '../http/ids.js';

/**
 * Values the server sets on a write from other records (e.g. a section's period from its offering), and
 * checks against them: `values` are the client's parsed values (on a create, before defaults and required
 * checks, so any may be missing), `current` the record on an update. Throw to refuse.
 */
export type ServerValues = (
  values: Record<string, unknown>,
  current?: Row,
) => Promise<Record<string, unknown>>;

/** Input the server built: it may set serverOnly and hidden fields. */
export const parseTrusted = (
  fields: Fields,
  values: Record<string, unknown>,
  mode: 'create' | 'update',
  readOnlyKeys: ReadonlySet<string>,
) => parseRecordInput(fields, values, mode, { readOnlyKeys, trusted: true });

/**
 * A create whose server values follow from the client's: the client's fields are checked first (without
 * the required ones, which the server may fill), then the whole as trusted input. serverOnly fields a
 * client sends are ignored, as on any create.
 */
export async function parseWithServerValues(
  fields: Fields,
  input: unknown,
  readOnlyKeys: ReadonlySet<string>,
  serverValues: ServerValues,
): Promise<Record<string, unknown>> {
  const client = parseRecordInput(fields, input, 'update', { readOnlyKeys });
  return parseTrusted(fields, { ...client, ...(await serverValues(client)) }, 'create', readOnlyKeys);
}

/** The id of a new record: the one its values give (`idOf`), else the one the client chose, else a new one. */
export function newRecordId(
  input: unknown,
  values: Record<string, unknown>,
  idOf?: (values: Record<string, unknown>) => string,
): string {
  const requestedId = (input as { id?: unknown }).id;
  if (requestedId !== undefined && !isUuid(requestedId)) {
    throw new ValidationError({ id: 'Must be a UUID, or left out to have one assigned' });
  }
  const requested = (requestedId as string | undefined)?.toLowerCase();
  const derived = idOf?.(values);
  if (derived && requested && requested !== derived) {
    throw new ValidationError({ id: 'Leave it out: the id of this record follows from its values' });
  }
  return derived ?? requested ?? uuidv7();
}

/** Whether a value a client sent is the one the record holds (a timestamp as its ISO text, lists by item). */
function sameValue(sent: unknown, held: unknown): boolean {
  if (held instanceof Date) return typeof sent === 'string' && Date.parse(sent) === held.getTime();
  if (Array.isArray(held))
    return Array.isArray(sent) && sent.length === held.length && sent.every((item, i) => item === held[i]);
  // a numeric column reads as text ("3.50"), a client may send it back as a number
  if (typeof sent === 'number' && typeof held === 'string')
    return held.trim() !== '' && Number(held) === sent;
  return sent === held || (sent === null && held === undefined);
}

/**
 * An update may echo what the server sets (the id, timestamps, computed and server-only values: a client
 * sends back what it read), but not change it: such a key whose value differs from the record is refused
 * (400 naming it) instead of silently ignored. Only judged against the version the client edited: when
 * that is stale, the conflict (409) says more than a difference in updatedAt.
 */
export function refuseServerValueChanges(
  input: unknown,
  current: Row,
  serverKeys: ReadonlySet<string>,
): void {
  if (typeof input !== 'object' || input === null) return;
  const body = input as Record<string, unknown>;
  const errors: Record<string, string> = {};
  if (Object.hasOwn(body, 'id') && body.id !== undefined && String(body.id).toLowerCase() !== current.id) {
    errors.id = 'Must be the id in the path (or left out): the id of a record cannot change';
  }
  for (const key of Object.keys(body)) {
    if (key === 'id' || !serverKeys.has(key) || !Object.hasOwn(current, key)) continue;
    if (body[key] !== undefined && !sameValue(body[key], current[key]))
      errors[key] = 'Read-only: set by the server (leave it out or send it unchanged)';
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
