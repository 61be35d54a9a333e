import type { AppAbility, Subject } from '@tams/access';
import type { ResourceDefinition } from '@tams/domain';
import { ForbiddenError } from '../http/errors.js';

/**
 * Fields of a resource the ability does not allow for `action` (e.g. useAdvancedEffort without aemEnabled);
 * for reading, also the hidden fields, which never leave the server.
 */
export function forbiddenFields(
  ability: AppAbility,
  action: 'read' | 'update' | 'create',
  subject: Subject,
  definition: ResourceDefinition,
) {
  const fields = Object.entries({ ...definition.fields, ...definition.computed });
  return new Set(
    fields
      .filter(([name, spec]) => (action === 'read' && spec.hidden) || !ability.can(action, subject, name))
      .map(([name]) => name),
  );
}

/** A body that sets a field the user may not set is refused as a whole (403 naming the field). */
export function refuseForbiddenInput(input: unknown, forbidden: ReadonlySet<string>): void {
  if (forbidden.size === 0 || typeof input !== 'object' || input === null) return;
  const named = Object.keys(input).filter((key) => forbidden.has(key));
  if (named.length > 0)
    throw new ForbiddenError(Object.fromEntries(named.map((key) => [key, 'You may not set this field'])));
}

/** Removes fields the user may not read from a record (and from records embedded in it). */
export function stripForbidden<T extends Record<string, unknown>>(row: T, forbidden: ReadonlySet<string>): T {
  if (forbidden.size === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !forbidden.has(key))) as T;
}
