import type { UniqueKey } from '@tams/event-store';
import type { RecordStreamState } from './recordDecider.js';
import type { ResourceDefinition } from './resource.js';

/** A value only one record of a resource may hold: a `unique` text field, or a field `uniqueWithin`. */
export interface UniqueRule {
  /** The event store's scope of the rule's keys: `<resource>.<field>`. */
  scope: string;
  field: string;
  /** Fields whose values the rule's field is unique within (none: across the whole resource). */
  within: readonly string[];
  message: string;
}

export function uniqueRulesOf(definition: ResourceDefinition): UniqueRule[] {
  const scoped = (field: string) => `${definition.name}.${field}`;
  const unique = Object.entries(definition.fields).flatMap(([field, spec]) =>
    spec.kind === 'text' && spec.unique
      ? [
          {
            scope: scoped(field),
            field,
            within: [],
            message: `Already used by another ${definition.labels.one.toLowerCase()}`,
          },
        ]
      : [],
  );
  const within = (definition.uniqueWithin ?? []).map((rule) => ({ ...rule, scope: scoped(rule.field) }));
  return [...unique, ...within];
}

/** Compared as sign-in and the read-model check compare: trimmed, case-insensitive. */
const normalized = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The keys a record with these values holds: none for a rule whose values are unset. */
export function uniqueKeysOfRecord(
  definition: ResourceDefinition,
  values: Record<string, unknown>,
): UniqueKey[] {
  return uniqueRulesOf(definition).flatMap((rule) => {
    const value = normalized(values[rule.field]);
    const within = rule.within.map((name) => values[name]);
    if (value === '' || within.some((part) => typeof part !== 'string' || part === '')) return [];
    return [{ scope: rule.scope, key: rule.within.length ? JSON.stringify([...within, value]) : value }];
  });
}

/**
 * The unique keys a record stream holds in a state: those of its root record and of its children, for
 * handleCommand's `uniqueKeys` (which claims and releases the difference with each append). Undefined
 * when no resource of the stream has a unique rule.
 */
export function recordStreamUniqueKeys(
  root: ResourceDefinition,
  children: readonly ResourceDefinition[],
): ((state: RecordStreamState) => UniqueKey[]) | undefined {
  const keyed = [root, ...children].filter((definition) => uniqueRulesOf(definition).length > 0);
  if (keyed.length === 0) return undefined;
  return (state) => {
    if (state.status !== 'active') return [];
    return keyed.flatMap((definition) =>
      definition === root
        ? uniqueKeysOfRecord(root, state.root.values)
        : Object.values(state.children[definition.name] ?? {}).flatMap((record) =>
            uniqueKeysOfRecord(definition, record.values),
          ),
    );
  };
}

/** The field and message of keys an append could not claim, for a 400 naming the field. */
export function uniqueKeyErrors(
  definitions: readonly ResourceDefinition[],
  keys: readonly UniqueKey[],
): Record<string, string> {
  const rules = new Map(definitions.flatMap(uniqueRulesOf).map((rule) => [rule.scope, rule]));
  return Object.fromEntries(
    keys.flatMap((key) => {
      const rule = rules.get(key.scope);
      return rule ? [[rule.field, rule.message]] : [];
    }),
  );
}
