import { type FieldSpec, fieldValueSchema } from '@tams/domain';
import { required, type Validator } from 'react-admin';

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const cache = new WeakMap<FieldSpec, Validator[]>();

/**
 * The checks of one input, from the same zod schema the API parses with (so the messages match the
 * server's): `required()` (which also draws the required marker) and the value's schema.
 */
export function validatorsOf(spec: FieldSpec): Validator[] {
  const known = cache.get(spec);
  if (known) return known;
  const schema = fieldValueSchema(spec);
  const matchesSchema: Validator = (value) => {
    if (isBlank(value)) return undefined;
    const result = schema.safeParse(value);
    return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
  };
  const validators = spec.required ? [required(), matchesSchema] : [matchesSchema];
  cache.set(spec, validators);
  return validators;
}
