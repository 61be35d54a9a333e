import type { EventMetadata, UpcasterRegistry } from './types.js';

/** Brings stored data of an old schema version up to the current one; the stored event stays as it was. */
export function upcast(
  upcasters: UpcasterRegistry | undefined,
  type: string,
  schemaVersion: number,
  data: unknown,
  metadata: EventMetadata,
): { data: unknown; schemaVersion: number } {
  const chain = upcasters?.[type];
  if (!chain) return { data, schemaVersion };
  let current = data;
  let version = schemaVersion;
  for (let step = chain[version]; step; step = chain[version]) {
    current = step(current, metadata);
    version += 1;
  }
  return { data: current, schemaVersion: version };
}
