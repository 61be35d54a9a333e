/** A UUID in its text form (any version): what record ids, period ids and user ids look like on the wire. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a record id. Every id from a path or a query goes through this before it reaches SQL
 * (a `uuid` column refuses anything else with an error, which would be a 500): not an id is not found.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);
