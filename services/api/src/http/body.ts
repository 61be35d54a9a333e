import { type FieldErrors, ValidationError } from '@tams/domain';
import { z } from 'zod';

/**
 * Parses a body with a zod schema; a failure is a 400 naming each field (never a 500). Keys the schema
 * does not know are refused by name, as record bodies refuse them (a misspelt or hostile key such as
 * `constructor` is an error, not silently dropped).
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const strict = schema instanceof z.ZodObject ? schema.strict() : schema;
  const parsed = strict.safeParse(body ?? {});
  if (parsed.success) return parsed.data as z.infer<T>;
  const errors: FieldErrors = {};
  // own keys only: `errors.constructor ??= ...` would find Object's and set nothing
  const name = (key: string, message: string) => {
    if (!Object.hasOwn(errors, key)) errors[key] = message;
  };
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) name([...issue.path, key].join('.'), 'Unknown field');
      continue;
    }
    name(issue.path.join('.') || 'body', issue.message);
  }
  throw new ValidationError(errors);
}
