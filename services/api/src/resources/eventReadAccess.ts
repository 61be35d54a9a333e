import { childrenOf, eventTypesOf, type ResourceDefinition } from '@tams/domain';

/**
 * What a record history and the change feed share about reading one event: which resource it is about
 * and its data as the reader may see it.
 */

/** The resource each record event of `owner`'s streams is about (UserCreated: users, ...). */
export function recordEventsOf(owner: ResourceDefinition): Map<string, ResourceDefinition> {
  return new Map(
    [owner, ...childrenOf(owner)].flatMap((definition) =>
      Object.values(eventTypesOf(definition)).map((type): [string, ResourceDefinition] => [type, definition]),
    ),
  );
}

/** An event's data without the fields hidden from the reader, in its `changes` too. */
export function visibleData(
  data: Record<string, unknown>,
  hide: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !hide.has(key))
      .map(([key, value]) =>
        key === 'changes' && typeof value === 'object' && value !== null
          ? [key, visibleData(value as Record<string, unknown>, hide)]
          : [key, value],
      ),
  );
}
