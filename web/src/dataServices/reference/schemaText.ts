import { type OpenApiDocument, refName, resolved, type Schema } from './openApiDocument';

const list = (values: unknown) => (Array.isArray(values) ? (values as Schema[]) : undefined);

/** A schema's type in a few words: "string (uuid)", "array of Course", "\"a\" | \"b\"", "integer | null". */
export function typeText(document: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  if (!schema || depth > 4) return 'any';
  const name = refName(schema);
  if (name) return name;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = list(schema.oneOf) ?? list(schema.anyOf);
  if (union) return union.map((each) => typeText(document, each, depth + 1)).join(' | ');
  const all = list(schema.allOf);
  if (all) return all.map((each) => typeText(document, each, depth + 1)).join(' & ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeText(document, schema.items as Schema, depth + 1)}`;
      if (!type) return schema.properties ? 'object' : 'any';
      return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

export interface PropertyLine {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** The property's own properties, when it is an object (or an array of them). */
  children: PropertyLine[];
}

/** The object a schema describes, after refs, arrays' items, and one `allOf` level. */
function objectOf(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const target = schema && resolved(document, schema);
  if (!target) return undefined;
  if (target.type === 'array' || target.items) return objectOf(document, target.items as Schema);
  const all = list(target.allOf);
  if (all) {
    const parts = all.map((part) => objectOf(document, part) ?? {});
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    };
  }
  return target.properties ? target : undefined;
}

/**
 * An object schema's properties as lines (name, type, required, description), nested `depth` levels; a
 * schema that is no object has none.
 */
export function propertyLines(
  document: OpenApiDocument,
  schema: Schema | undefined,
  depth = 2,
): PropertyLine[] {
  const target = objectOf(document, schema);
  if (!target) return [];
  const required = new Set((target.required as string[] | undefined) ?? []);
  return Object.entries((target.properties as Record<string, Schema>) ?? {}).map(([name, property]) => ({
    name,
    type: typeText(document, property),
    required: required.has(name),
    description: (property.description ?? resolved(document, property).description) as string | undefined,
    children: depth > 1 ? propertyLines(document, property, depth - 1) : [],
  }));
}
