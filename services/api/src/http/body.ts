import { type FieldErrors, unstorableTextReason, ValidationError } from '@tams/domain';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { requestBody } from './requestBody.js';

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

/** Where a JSON value holds text no store can keep (NUL, a lone surrogate): the field's path and why. */
function unstorableTextIn(body: unknown): [string, string] | undefined {
  const pending: [string, unknown][] = [['', body]];
  while (pending.length > 0) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      const reason = unstorableTextReason(value);
      if (reason) return [path || 'body', reason];
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        const reason = unstorableTextReason(key);
        if (reason) return [path || 'body', `A key: ${reason.toLowerCase()}`];
        pending.push([at, inner]);
      }
    }
  }
  return undefined;
}

/**
 * Every client string, in every query and body, checked once before any route reads it: text with NUL or a lone
 * surrogate would be refused by PostgreSQL (text, jsonb) after validation passed, a 500 or a parked event.
 */
export const refuseUnstorableText: Middleware = async (ctx, next) => {
  const found = unstorableTextIn(ctx.query) ?? unstorableTextIn(requestBody(ctx));
  if (found) throw new ValidationError({ [found[0]]: found[1] });
  await next();
};
