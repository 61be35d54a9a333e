import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as the document holds it. */
export type JsonSchema = Record<string, unknown>;

export const uuidRef: JsonSchema = { $ref: '#/components/schemas/Id' };

const safe = Number.MAX_SAFE_INTEGER;

/** zod's uuid pattern, repeated on every id, says no more than `format: uuid`: one shared schema instead. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== 'object' || value === null) return value;
  const schema = value as JsonSchema;
  if (schema.format === 'uuid' && schema.type === 'string') return uuidRef;
  return Object.fromEntries(
    Object.entries(schema)
      // an integer's safe range is no limit a client needs told
      .filter(([key, inner]) => key !== '$schema' && !(typeof inner === 'number' && Math.abs(inner) === safe))
      .map(([key, inner]) => [key, compact(inner)]),
  );
}

/**
 * The JSON Schema of what a zod schema accepts (`io: 'input'`): refinements and transforms have no JSON
 * Schema, so they accept what their input accepts. Objects are strict as parseBody makes them.
 */
export function inputSchemaOf(schema: z.ZodType, options: { strict?: boolean } = {}): JsonSchema {
  const strict = options.strict !== false && schema instanceof z.ZodObject ? schema.strict() : schema;
  return compact(
    z.toJSONSchema(strict, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }),
  ) as JsonSchema;
}

/**
 * The JSON Schema of what a zod schema produces (answers described by the schema that builds them): a Date
 * is what JSON.stringify makes of it, an ISO 8601 string.
 */
export const outputSchemaOf = (schema: z.ZodType): JsonSchema =>
  compact(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'output',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'date')
          Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      },
    }),
  ) as JsonSchema;

/** `schema` or null. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** The query parameters a zod object of a route's query names (each a string on the wire, coerced). */
export function queryParametersOf(schema: z.ZodObject): object[] {
  const object = inputSchemaOf(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}
