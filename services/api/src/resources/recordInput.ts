import { type Fields, parseRecordInput, ValidationError } from '@tams/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Row } from './recordReads.js';
import { uuidPattern } from '../http/ids.js';

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
  if (requestedId !== undefined && (typeof requestedId !== 'string' || !uuidPattern.test(requestedId))) {
    throw new ValidationError({ id: 'Must be a UUID, or left out to have one assigned' });
  }
  const requested = (requestedId as string | undefined)?.toLowerCase();
  const derived = idOf?.(values);
  if (derived && requested && requested !== derived) {
    throw new ValidationError({ id: 'Leave it out: the id of this record follows from its values' });
  }
  return derived ?? requested ?? uuidv7();
}
