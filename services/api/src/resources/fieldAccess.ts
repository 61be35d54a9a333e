export { forbiddenFields } from '@tams/access/sql';
import { ForbiddenError } from '../http/errors.js';

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
