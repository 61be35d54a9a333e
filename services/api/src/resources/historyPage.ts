import { ValidationError } from '@tams/domain';
import { parsePaging } from '@tams/projections';

export const historyPageSize = 25;
export const maxHistoryPageSize = 200;

export interface HistoryPage {
  offset: number;
  limit: number;
  newestFirst: boolean;
}

type Query = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

const fail = (param: string, message: string): never => {
  throw new ValidationError({ [param]: message }, `Invalid history query: ${param}: ${message}`);
};

/**
 * A history page, in the lists' dialects (`range=[0,24]` or `take`/`skip`, `sort=["recordedAt","ASC"]`):
 * newest first, 25 entries unless asked, at most 200. Without any of them, undefined: the whole stream
 * oldest first, as the history answered before it paged (the web's record pages and API clients read it so).
 */
export function parseHistoryPage(query: Query): HistoryPage | undefined {
  const sort = single(query.sort);
  const { offset, limit, asked } = parsePaging(query, {
    defaultLimit: historyPageSize,
    maxLimit: maxHistoryPageSize,
    noun: 'entries',
  });
  if (!asked && sort === undefined) return undefined;
  return { offset, limit, newestFirst: sort === undefined ? true : newestFirstOf(sort) };
}

function newestFirstOf(raw: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== 'recordedAt' || !['ASC', 'DESC'].includes(parsed[1]))
    fail('sort', 'Must be ["recordedAt","ASC"] or ["recordedAt","DESC"]');
  return (parsed as string[])[1] === 'DESC';
}
