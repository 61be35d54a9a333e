import {
  childIncludeName,
  childrenOf,
  fieldValueSchema,
  type FieldSpec,
  isClientWritable,
  type ResourceDefinition,
  standardColumns,
} from '@tams/domain';
import { featureRecordBodies } from './featureRecordBodies.js';
import { inputSchemaOf, nullable, outputSchemaOf, type JsonSchema } from './jsonSchema.js';

const described = (spec: FieldSpec, schema: JsonSchema): JsonSchema => ({
  ...schema,
  title: spec.label,
  ...(spec.help ? { description: spec.help } : {}),
});

const standardSchemas: Record<(typeof standardColumns)[number], JsonSchema> = {
  id: { type: 'string', description: 'A uuid (a setting: its key)' },
  version: { type: 'integer', description: 'The record version (a write may send it back: 409 when stale)' },
  createdAt: { type: 'string', format: 'date-time' },
  createdBy: nullable({ type: 'string' }),
  updatedAt: nullable({ type: 'string', format: 'date-time' }),
  updatedBy: nullable({ type: 'string' }),
};

/** A computed list the projection fills with values its definition does not enumerate: text. */
const answerSchemaOf = (spec: FieldSpec): JsonSchema =>
  (spec.kind === 'enum' || spec.kind === 'enumList') && spec.values.length === 0
    ? spec.kind === 'enum'
      ? { type: 'string' }
      : { type: 'array', items: { type: 'string' } }
    : outputSchemaOf(fieldValueSchema(spec));

/** Keys a client may send back unchanged and the server ignores (resources/recordWrites.ts readOnlyKeys). */
function readOnlyKeysOf(definition: ResourceDefinition): string[] {
  const includes = Object.values(definition.fields).flatMap((spec) =>
    spec.kind === 'reference' || spec.kind === 'referenceList' ? [spec.include] : [],
  );
  return [
    ...standardColumns,
    ...Object.keys(definition.computed ?? {}),
    ...includes,
    ...childrenOf(definition).map(childIncludeName),
  ];
}

/**
 * A record's input (shared/inputSchema.ts parseRecordInput): each client-writable field, null (or blank
 * text) clearing an optional one; on create the required fields. Read-only keys are accepted and ignored,
 * server-only fields too; any other key is refused.
 */
export function recordInputSchema(definition: ResourceDefinition, mode: 'create' | 'update'): JsonSchema {
  const completed = featureRecordBodies[definition.name];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(definition.fields)) {
    if (spec.hidden) continue;
    if (!isClientWritable(spec)) {
      properties[name] = { readOnly: true, description: 'Set by the server: ignored' };
      continue;
    }
    const value = described(spec, inputSchemaOf(fieldValueSchema(spec)));
    properties[name] = spec.required ? value : nullable(value);
    if (mode === 'create' && spec.required && !completed?.fields.includes(name)) required.push(name);
  }
  for (const key of [...readOnlyKeysOf(definition), ...(completed?.echoed ?? [])])
    properties[key] ??= { readOnly: true, description: 'Read-only: ignored' };
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * A record as answered: the fields the caller may read (others are left out), the standard columns, the
 * computed ones and the composites; embedded includes and a feature's decorations come on top.
 */
export function recordSchema(definition: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...standardSchemas };
  for (const [name, spec] of Object.entries({ ...definition.fields, ...definition.computed })) {
    if (spec.hidden) continue;
    properties[name] = nullable(described(spec, answerSchemaOf(spec)));
  }
  for (const [name, fields] of Object.entries(definition.composites ?? {}))
    properties[name] = { type: 'object', description: `Groups ${fields.join(', ')}` };
  return { type: 'object', required: ['id'], properties };
}

/** resources/history.ts HistoryEntry. */
export const historyEntrySchema: JsonSchema = {
  type: 'object',
  required: ['id', 'version', 'type', 'recordedAt', 'summary'],
  properties: {
    id: { type: 'string' },
    version: { type: 'integer' },
    type: { type: 'string', description: 'The event type, e.g. CourseUpdated' },
    recordedAt: { type: 'string', format: 'date-time' },
    actorId: nullable({ type: 'string' }),
    actorName: nullable({ type: 'string' }),
    authenticatedUserId: nullable({ type: 'string' }),
    authenticatedUserName: nullable({ type: 'string' }),
    via: nullable({ type: 'string' }),
    data: { type: 'object' },
    changes: { type: 'array', items: { type: 'object' } },
    summary: { type: 'string' },
  },
};
