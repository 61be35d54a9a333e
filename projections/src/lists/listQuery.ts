import {
  dateMessage,
  type FilterOp,
  int32Max,
  int32Min,
  isCalendarDate,
  isStorableTimestamp,
  timestampMessage,
  unstorableTextReason,
  ValidationError,
} from '@tams/domain';
import { isUuid } from './ids.js';

/** What a list may be filtered, sorted and embedded by: per resource, never raw SQL (DESIGN §6). */
export type ValueKind =
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'uuid'
  | 'uuidList'
  | 'enum'
  | 'enumList'
  | 'dateList';
export interface FilterableField {
  kind: ValueKind;
  ops: readonly FilterOp[];
  values?: readonly string[];
}
export interface ListAllowList {
  fields: Record<string, FilterableField>;
  sortable: ReadonlySet<string>;
  includes: ReadonlySet<string>;
  /** Fields `q` searches (free text). */
  search: readonly string[];
  /** `meta.<key>` filters with `metacontains`. */
  meta: boolean;
  defaultSort: readonly SortClause[];
}

export type FilterClause =
  | {
      field: string;
      op: Exclude<FilterOp, 'in' | 'notIn' | 'between' | 'isNull'>;
      value: string | number | boolean;
    }
  | { field: string; op: 'in' | 'notIn'; value: (string | number | boolean)[] }
  | { field: string; op: 'between'; value: [string | number, string | number] }
  | { field: string; op: 'isNull'; value: boolean }
  | { field: string; op: 'metacontains'; key: string; value: string };
export interface SortClause {
  field: string;
  direction: 'ASC' | 'DESC';
}
export interface ListQuery {
  filters: FilterClause[];
  q: string | undefined;
  sort: SortClause[];
  offset: number;
  limit: number;
  include: string[];
  /** The fields to answer with (`select`); undefined: all. The id is always included. */
  select?: string[];
}

export const maxPageSize = 1000;
const allOps = new Set([
  'eq',
  'ne',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'isNull',
  'metacontains',
]);

const fail = (param: string, message: string): never => {
  throw new ValidationError({ [param]: message }, `Invalid list query: ${param}: ${message}`);
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

function parseJson(param: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return fail(param, 'Must be valid JSON');
  }
}

function parseInteger(param: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) fail(param, `Must be a whole number of at least ${min}`);
  return value;
}

/** Checks and converts one filter value to the field's type, so a bad value is a 400, never a SQL error. */
function coerce(field: string, spec: FilterableField, value: unknown): string | number | boolean {
  const bad = (what: string): never => fail('filter', `${field}: ${what}`);
  switch (spec.kind) {
    case 'number':
    case 'integer': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return bad('must be a number');
      if (spec.kind === 'integer' && !Number.isInteger(number)) return bad('must be a whole number');
      // compared with an int4 column, a larger number is an SQL error, not an empty page
      if (spec.kind === 'integer' && (number < int32Min || number > int32Max))
        return bad(`must be between ${int32Min} and ${int32Max}`);
      return number;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return bad('must be true or false');
    case 'uuid':
    case 'uuidList':
      return isUuid(value) ? value : bad('must be an id (UUID)');
    case 'date':
    case 'dateList':
      return typeof value === 'string' && isCalendarDate(value) ? value : bad(dateMessage.toLowerCase());
    case 'timestamp':
      return typeof value === 'string' && isStorableTimestamp(value)
        ? value
        : bad(timestampMessage.toLowerCase());
    case 'enum':
    case 'enumList':
      return typeof value === 'string' && spec.values?.includes(value)
        ? value
        : bad(`must be one of: ${spec.values?.join(', ')}`);
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return bad('must be text');
      const reason = unstorableTextReason(String(value));
      return reason ? bad(reason.toLowerCase()) : String(value);
    }
  }
}

/** A filter value that is empty, an empty array or "any" is ignored (spec §5). */
const isIgnored = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === 'any' ||
  (Array.isArray(value) && value.length === 0);

export function filterClauses(field: string, raw: unknown, allow: ListAllowList): FilterClause[] {
  if (field.startsWith('meta.')) {
    const key = field.slice(5);
    const value =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? (raw as Record<string, unknown>).metacontains
        : raw;
    if (!allow.meta || !/^\w{1,64}$/.test(key)) return fail('filter', `Cannot filter by "${field}"`);
    if (isIgnored(value)) return [];
    if (typeof value !== 'string') return fail('filter', `${field}: metacontains needs text`);
    const reason = unstorableTextReason(value);
    if (reason) return fail('filter', `${field}: ${reason.toLowerCase()}`);
    return [{ field: 'meta', op: 'metacontains', key, value }];
  }
  // own properties only: `constructor` or `toString` is no field (DESIGN §6: allow-lists, never more)
  const spec = Object.hasOwn(allow.fields, field) ? allow.fields[field] : undefined;
  if (!spec) return fail('filter', `Cannot filter by "${field}"`);
  const ops: [string, unknown][] =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? Object.entries(raw as Record<string, unknown>)
      : [[Array.isArray(raw) ? 'in' : 'eq', raw]];
  const clauses: FilterClause[] = [];
  for (const [op, value] of ops) {
    if (!allOps.has(op)) fail('filter', `${field}: unknown operator "${op}"`);
    if (!spec.ops.includes(op as FilterOp))
      fail('filter', `${field}: operator "${op}" is not supported for this field`);
    if (op !== 'isNull' && isIgnored(value)) continue;
    if (op === 'isNull') {
      clauses.push({ field, op, value: coerce(field, { kind: 'boolean', ops: [] }, value) as boolean });
    } else if (op === 'in' || op === 'notIn') {
      const list = Array.isArray(value) ? value : [value];
      if (list.length > maxPageSize) fail('filter', `${field}: at most ${maxPageSize} values`);
      clauses.push({ field, op, value: list.map((item) => coerce(field, spec, item)) });
    } else if (op === 'between') {
      if (!Array.isArray(value) || value.length !== 2) fail('filter', `${field}: between needs [from, to]`);
      const [from, to] = (value as unknown[]).map((item) => coerce(field, spec, item)) as [
        string | number,
        string | number,
      ];
      clauses.push({ field, op, value: [from, to] });
    } else if (op === 'contains' || op === 'startsWith') {
      clauses.push({
        field,
        op,
        value:
          spec.kind === 'enumList' || spec.kind === 'uuidList' || spec.kind === 'dateList'
            ? coerce(field, spec, value)
            : String(coerce(field, { ...spec, kind: 'text' }, value)),
      });
    } else {
      clauses.push({ field, op: op as 'eq', value: coerce(field, spec, value) });
    }
  }
  return clauses;
}

function parseSort(raw: string, allow: ListAllowList): SortClause[] {
  const parsed = parseJson('sort', raw);
  if (!Array.isArray(parsed))
    return fail('sort', 'Must be a JSON list: ["field","ASC"] or [["field","ASC"], ...]');
  const entries = parsed.every((item) => typeof item === 'string') ? [parsed] : parsed;
  return entries.map((entry) => {
    if (!Array.isArray(entry) || entry.length < 1 || !entry.every((part) => typeof part === 'string')) {
      return fail('sort', 'Each entry must be a field path followed by ASC or DESC');
    }
    const last = (entry.at(-1) as string).toUpperCase();
    const hasDirection = last === 'ASC' || last === 'DESC';
    const direction: SortClause['direction'] = hasDirection ? last : 'ASC';
    const field = (hasDirection ? entry.slice(0, -1) : entry).join('.');
    if (!allow.sortable.has(field)) fail('sort', `Cannot sort by "${field}"`);
    return { field, direction };
  });
}

function parseInclude(raw: string | string[], allow: ListAllowList): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  const names = text.trim().startsWith('[') ? parseJson('include', text) : text.split(',');
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    return fail('include', 'Must be a JSON list of names');
  }
  const trimmed = names.map((name) => name.trim()).filter(Boolean);
  for (const name of trimmed) if (!allow.includes.has(name)) fail('include', `Cannot include "${name}"`);
  return [...new Set(trimmed)];
}

function parseSelect(raw: string | string[], allow: ListAllowList): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  const names = text.trim().startsWith('[') ? parseJson('select', text) : text.split(',');
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    return fail('select', 'Must be a JSON list of field names');
  }
  const trimmed = names.map((name) => name.trim()).filter(Boolean);
  for (const name of trimmed) {
    if (!Object.hasOwn(allow.fields, name) && !allow.includes.has(name))
      fail('select', `Cannot select "${name}"`);
  }
  return [...new Set(['id', ...trimmed])];
}

/**
 * The query objects a route has read its list parameters from, and how far: `paging` (range, take, skip)
 * or `list` (paging, filter and sort). What a route answers as an array without having read them is
 * listed by services/api http/arrayLists.ts instead, so that no list parameter is silently ignored.
 */
const readQueries = new WeakMap<object, 'paging' | 'list'>();
export const listParametersRead = (query: object) => readQueries.get(query);

/**
 * A page in both dialects: `range=[first,last]` or `take`/`skip`. `asked`: whether the query named a page
 * at all (a history answers whole without one).
 */
export function parsePaging(
  query: Record<string, string | string[] | undefined>,
  { defaultLimit, maxLimit, noun = 'records' }: { defaultLimit: number; maxLimit: number; noun?: string },
): { offset: number; limit: number; asked: boolean } {
  if (!readQueries.has(query)) readQueries.set(query, 'paging');
  const range = single(query.range);
  const take = parseInteger('take', single(query.take), 1);
  const skip = parseInteger('skip', single(query.skip), 0);
  if (range !== undefined && (take !== undefined || skip !== undefined))
    fail('range', 'Use either range or take/skip');
  let offset = skip ?? 0;
  let limit = take ?? defaultLimit;
  if (range !== undefined) {
    const parsed = parseJson('range', range);
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      parsed[1] < parsed[0]
    ) {
      return fail('range', 'Must be [first, last] with 0 <= first <= last');
    }
    offset = parsed[0];
    limit = parsed[1] - parsed[0] + 1;
  }
  if (limit > maxLimit) fail(range !== undefined ? 'range' : 'take', `At most ${maxLimit} ${noun} per page`);
  return { offset, limit, asked: range !== undefined || take !== undefined || skip !== undefined };
}

/**
 * Parses both list dialects (DESIGN §6): ra-data-simple-rest (`range`, `sort=["f","ASC"]`, `filter`) and
 * spec §7 (`take`, `skip`, `sort=[["f","ASC"]]`, `include`, `filter` with operators).
 */
export function parseListQuery(
  query: Record<string, string | string[] | undefined>,
  allow: ListAllowList,
): ListQuery {
  readQueries.set(query, 'list');
  const { offset, limit } = parsePaging(query, { defaultLimit: maxPageSize, maxLimit: maxPageSize });

  const filterRaw = single(query.filter);
  const filters: FilterClause[] = [];
  let q: string | undefined;
  if (filterRaw !== undefined && filterRaw !== '') {
    const parsed = parseJson('filter', filterRaw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return fail('filter', 'Must be a JSON object');
    for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (field === 'q') {
        if (allow.search.length === 0) fail('filter', 'This list has no free-text search');
        if (isIgnored(value)) continue;
        q = String(value).slice(0, 200);
        const reason = unstorableTextReason(q);
        if (reason) fail('filter', `q: ${reason.toLowerCase()}`);
        continue;
      }
      filters.push(...filterClauses(field, value, allow));
    }
  }
  const sortRaw = single(query.sort);
  const sort = sortRaw ? parseSort(sortRaw, allow) : [...allow.defaultSort];
  const include = query.include ? parseInclude(query.include, allow) : [];
  const select = query.select ? parseSelect(query.select, allow) : undefined;
  return { filters, q, sort, offset, limit, include, ...(select ? { select } : {}) };
}
