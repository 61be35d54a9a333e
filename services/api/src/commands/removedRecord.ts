import {
  type RemovedRecord,
  type ResourceDefinition,
  removedRecordOf,
  streamIdOf,
  ValidationError,
} from '@tams/domain';
import type { AppContext } from '../context.js';
import { isUuid } from '../http/ids.js';

/**
 * The record `id` of `definition` as it was when removed, read from its owner's stream `owner-rootId`
 * (undefined: not removed there): the fact an undo (a Restore* command) rests on.
 */
export async function removedRecord(
  deps: AppContext,
  owner: ResourceDefinition,
  rootId: string,
  definition: ResourceDefinition,
  id: string,
): Promise<RemovedRecord | undefined> {
  const { events } = await deps.store.readStream(streamIdOf(owner, rootId));
  return removedRecordOf(events, definition, id);
}

/** The path's id, or a 400 naming it (an undo of nothing is not a lookup). */
export function recordIdOf(id: string | undefined): string {
  if (!id || !isUuid(id)) throw new ValidationError({ id: 'Must be a UUID' });
  return id;
}
