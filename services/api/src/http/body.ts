import { type FieldErrors, ValidationError } from '@tams/domain';
import type { z } from 'zod';

/** Parses a body with a zod schema; a failure is a 400 naming each field (never a 500). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= issue.message;
  }
  throw new ValidationError(errors);
}
