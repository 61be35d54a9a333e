import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text begins with this comment is prepared once per connection and executed by name
 * afterwards (`sql\`${preparedStatement} select ...\``, or the text itself starting with it).
 *
 * Why: the read-model tables carry 20-40 indexes each (one per sortable and filterable column), and the
 * planner weighs every one of them for every relation of a query. For the assigning command's facts
 * (seven relations) that is 20-40 ms of planning against 0.5-5 ms of execution, paid on every command;
 * prepared, the connection plans it once (openDatabase sets plan_cache_mode=force_generic_plan). Left to
 * choose (auto), PostgreSQL kept planning the planning processor's load every time: a generic plan guesses
 * ten ids per `= any($1::uuid[])`, so its estimate never beat a custom plan's for one id, though it ran in
 * 0.3 ms against 0.25 ms plus 0.4-0.7 ms of planning. Mark only statements whose text is one of a few (the parameters vary, not the
 * text): every distinct text is one prepared statement per connection for the connection's life.
 * DDL on a table or view a statement reads (a read-model rebuild's swap) makes PostgreSQL plan it again.
 */
export const preparedStatement = '/* prepared */';

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `tams_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
};

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes `client` run marked statements by name (kysely calls `client.query(text, values)`). */
export function prepareMarkedStatements(client: pg.Client): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) =>
    typeof config === 'string' && config.startsWith(preparedStatement)
      ? query({ name: nameOf(config), text: config, values }, callback)
      : query(config, values, callback);
}
