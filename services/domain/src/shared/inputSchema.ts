import { z } from 'zod';
import { type FieldErrors, ValidationError } from './errors.js';
import { defaultValueOf, type FieldSpec, type Fields, isClientWritable, isListField } from './fields.js';
import { dateMessage, int32, isCalendarDate, isoDate, isoTimestamp, safeText } from './storableValues.js';

const schemas = new WeakMap<FieldSpec, z.ZodType>();

/** The zod schema for a present, non-null value of a field, with messages a person can act on. */
export function fieldValueSchema(spec: FieldSpec): z.ZodType {
  let schema = schemas.get(spec);
  if (!schema) {
    schema = buildFieldValueSchema(spec);
    schemas.set(spec, schema);
  }
  return schema;
}

function buildFieldValueSchema(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'text': {
      const text = safeText(spec.max);
      return spec.format === 'email' ? text.pipe(z.email({ error: 'Must be an email address' })) : text;
    }
    case 'integer':
    case 'decimal':
      return spec.kind === 'integer'
        ? int32(spec.min, spec.max)
        : z
            .number({ error: 'Must be a number' })
            .min(spec.min, { error: `Must be at least ${spec.min}` })
            .max(spec.max, { error: `Must be at most ${spec.max}` });
    case 'boolean':
      return z.boolean({ error: 'Must be true or false' });
    case 'date':
      return isoDate();
    case 'dateList':
      return z
        .array(z.string({ error: dateMessage }), { error: 'Must be a list of dates (YYYY-MM-DD)' })
        .max(spec.max, { error: `At most ${spec.max} dates` })
        .superRefine((list, context) => {
          const bad = list.filter((date) => !isCalendarDate(date));
          if (bad.length > 0)
            context.addIssue({ code: 'custom', message: `${dateMessage}: ${bad.join(', ')}` });
        })
        .transform((list) => [...new Set(list)].sort());
    case 'timestamp':
      return isoTimestamp();
    case 'reference':
      return z.uuid({ error: `Must be the id of a record in ${spec.resource}` });
    case 'referenceList':
      return z
        .array(z.uuid({ error: `Must be ids of records in ${spec.resource}` }), {
          error: `Must be a list of ids of records in ${spec.resource}`,
        })
        .max(spec.max, { error: `At most ${spec.max} entries` })
        .refine((list) => new Set(list).size === list.length, { error: 'Must not repeat a value' });
    case 'enum':
      return z.enum(spec.values as [string, ...string[]], {
        error: `Must be one of: ${spec.values.join(', ')}`,
      });
    case 'enumList':
      return z
        .array(z.enum(spec.values as [string, ...string[]]), {
          error: `Must be a list of: ${spec.values.join(', ')}`,
        })
        .refine((list) => new Set(list).size === list.length, { error: 'Must not repeat a value' });
  }
}

const isBlank = (spec: FieldSpec, value: unknown) =>
  value === null || (!isListField(spec) && typeof value === 'string' && value.trim() === '');

export type InputMode = 'create' | 'update';

export interface ParseInputOptions {
  /** Keys a client may send back unchanged (id, version, timestamps, embedded includes): ignored. */
  readOnlyKeys: ReadonlySet<string>;
  /**
   * Input built by the server, which may set serverOnly and hidden fields. From a client, serverOnly
   * fields are ignored (a form echoes them back) and hidden ones are unknown.
   */
  trusted?: boolean;
}

/**
 * Validates a request body against a resource's fields. Create: required fields must be present, absent
 * optional ones take their default. Update: absent fields stay as they are (a PUT of the whole record and of
 * one field both work). Unknown keys are refused, so a misspelt field is an error rather than a silent no-op.
 */
export function parseRecordInput(
  fields: Fields,
  input: unknown,
  mode: InputMode,
  options: ParseInputOptions,
): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ValidationError({ body: 'Must be a JSON object' }, 'The request body must be a JSON object');
  }
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  const body = input as Record<string, unknown>;
  const trusted = options.trusted === true;
  for (const key of Object.keys(body)) {
    // own properties only: a key such as `constructor` or `__proto__` is no field of any resource
    const known = Object.hasOwn(fields, key) && (trusted || !fields[key]!.hidden);
    if (!known && !options.readOnlyKeys.has(key)) errors[key] = 'Unknown field';
  }
  for (const [name, spec] of Object.entries(fields)) {
    if (!trusted && !isClientWritable(spec)) {
      if (mode === 'create') values[name] = defaultValueOf(spec);
      continue;
    }
    if (!Object.hasOwn(body, name) || body[name] === undefined) {
      if (mode === 'update') continue;
      if (spec.required) errors[name] = 'Required';
      else values[name] = defaultValueOf(spec);
      continue;
    }
    const value = body[name];
    if (isBlank(spec, value)) {
      if (spec.required) errors[name] = 'Required';
      else values[name] = spec.kind === 'boolean' ? spec.default : isListField(spec) ? [] : null;
      continue;
    }
    const parsed = fieldValueSchema(spec).safeParse(value);
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? 'Invalid value';
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}
