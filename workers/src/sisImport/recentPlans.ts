import { sisImportStreamPrefix, type SisImportKind } from '@tams/domain';
import type { EventStore } from '@tams/event-store';
import type { PreparedSisImport } from './preparedSisImport.js';

/** A dry run's plan waits this long for its import, and only the last few are kept (each holds a whole file). */
const keptForMs = 15 * 60_000;
const keptAtMost = 2;
/** More events than this since the plan: something else was written, plan again. */
const bookkeepingAtMost = 20;

const kept = new Map<string, { prepared: PreparedSisImport; at: number }>();
const keyOf = (kind: SisImportKind, contentHash: string) => `${kind}:${contentHash}`;

/** Keeps a plan made on records that showed the whole log up to its position (see prepareSisImport). */
export function rememberPlan(prepared: PreparedSisImport): void {
  if (!prepared.position) return;
  const key = keyOf(prepared.kind, prepared.file.contentHash);
  kept.delete(key);
  kept.set(key, { prepared, at: Date.now() });
  for (const old of kept.keys()) if (kept.size > keptAtMost) kept.delete(old);
}

/**
 * The plan a dry run of this file made in this process, when it still holds: nothing but imports' own
 * bookkeeping (their sisImport streams) was appended since it read the records, so the records, and a plan
 * made now, are the same. The import then runs what its dry run showed without comparing the whole file
 * with the records again (twice: when it starts and in its job). Otherwise undefined: plan again.
 */
export async function recentPlan(
  store: EventStore,
  kind: SisImportKind,
  contentHash: string,
  { take = false } = {},
): Promise<PreparedSisImport | undefined> {
  const key = keyOf(kind, contentHash);
  const entry = kept.get(key);
  if (!entry || Date.now() - entry.at > keptForMs) return void kept.delete(key);
  if (take) kept.delete(key);
  const { events } = await store.readAll(entry.prepared.position!, bookkeepingAtMost);
  const onlyBookkeeping =
    events.length < bookkeepingAtMost &&
    events.every((event) => event.streamId.startsWith(`${sisImportStreamPrefix}-`));
  if (onlyBookkeeping) return entry.prepared;
  kept.delete(key);
  return undefined;
}
