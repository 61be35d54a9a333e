import { maxPageSize } from '@tams/projections';
import type { JsonSchema } from './jsonSchema.js';

const jsonQuery = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: 'query',
  required: false,
  description,
  content: { 'application/json': { schema } },
});
const integerQuery = (name: string, description: string, minimum: number) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'integer', minimum },
});
const sortEntry = {
  type: 'array',
  prefixItems: [{ type: 'string' }, { enum: ['ASC', 'DESC'] }],
  minItems: 2,
  maxItems: 2,
};
const names = { type: 'array', items: { type: 'string' } };

/**
 * The list query of DESIGN §6 in both dialects (projections/src/lists/listQuery.ts parseListQuery):
 * ra-data-simple-rest (`range`, `sort=["f","ASC"]`, `filter`) and spec §7 (`take`/`skip`,
 * `sort=[["f","ASC"], ...]`, `include`, `select`, `filter` with operators such as `{"points":{"gte":3}}`).
 */
export const listParameters = {
  filter: jsonQuery(
    'filter',
    'JSON object: field -> value, list of values, or {operator: value} (eq, ne, in, notIn, contains, startsWith, gt, gte, lt, lte, between, isNull); `q`: free text',
    { type: 'object' },
  ),
  sort: jsonQuery('sort', 'JSON: ["field","ASC"] or [["field","ASC"], ...]', {
    anyOf: [sortEntry, { type: 'array', items: sortEntry }],
  }),
  range: jsonQuery('range', `JSON [first, last] (zero-based, inclusive; at most ${maxPageSize} records)`, {
    type: 'array',
    items: { type: 'integer', minimum: 0 },
    minItems: 2,
    maxItems: 2,
  }),
  take: integerQuery('take', 'Page size (instead of range)', 1),
  skip: integerQuery('skip', 'Records to skip (instead of range)', 0),
  include: jsonQuery('include', 'JSON list of related records to embed, by their include names', names),
  select: jsonQuery('select', 'JSON list of the fields to answer with (the id always comes)', names),
  asOf: {
    name: 'asOf',
    in: 'query',
    required: false,
    description: 'Read as of an instant (ISO 8601 with its zone, not in the future)',
    schema: { type: 'string', format: 'date-time' },
  },
  ifMatch: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'The ETag read: a stale one answers 412 (or send `version` in the body: 409)',
    schema: { type: 'string' },
  },
  confirm: {
    name: 'confirm',
    in: 'query',
    required: false,
    description: 'true: go ahead despite the warnings a 409 listed',
    schema: { enum: ['true', 'false'] },
  },
};

export type ListParameterName = keyof typeof listParameters;

export const parameterRef = (name: ListParameterName) => ({ $ref: `#/components/parameters/${name}` });

/** The parameters of a react-admin list: every dialect parameter. */
export const listQueryRefs = (['filter', 'sort', 'range', 'take', 'skip', 'include', 'select'] as const).map(
  parameterRef,
);

/** A list's answer headers. */
export const listHeaders = {
  'Content-Range': { $ref: '#/components/headers/ContentRange' },
  'X-Total-Count': { $ref: '#/components/headers/TotalCount' },
};
