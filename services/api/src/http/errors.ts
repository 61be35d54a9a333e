import {
  AlreadyExistsError,
  type ChangeWarning,
  BusinessRuleError,
  DomainError,
  NotFoundError,
  NotPermittedError,
  RecordVersionConflictError,
  StateConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '@tams/domain';
import { ExpectedVersionConflictError, UniqueKeyTakenError } from '@tams/event-store';
import type { Logger } from '@tams/platform';
import type { Context, Middleware } from 'koa';
import { isClientGone } from './clientGone.js';
import { isApiPath } from './requestBody.js';

/** 401: no valid session or key. The web then drops its auth context (spec §8). */
export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/** 403 with the spec's message; `errors` names fields the user may not set. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(readonly fieldErrors?: Record<string, string>) {
    super('Unauthorized request');
  }
}

/** 409 naming the field whose value clashes with another record (e.g. a course already offered in a period). */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 413: a body or file over its size limit; `field` names it. */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  message: string;
  warnings?: ChangeWarning[];
  errors?: Record<string, unknown> & { root?: { serverError: string } };
  requestId?: string;
}

const withFields = (message: string, fields?: Record<string, string>): ErrorBody => ({
  message,
  errors: { ...fields, root: { serverError: message } },
});

/**
 * A body the JSON parser refused, named as the field `body`; one with a `__proto__` key (refused by the
 * parser against prototype poisoning) names that key, as any other unknown key would be named.
 */
function malformedBody(error: Error): ErrorBody {
  if (/prototype property/.test(error.message)) {
    const message = 'Unknown field: __proto__ is not a field of any record';
    return withFields(message, { ['__proto__']: 'Unknown field' });
  }
  return withFields('Malformed JSON body', { body: 'Must be a JSON object (or list) in valid JSON' });
}

/** Every error a client can cause, as one status and the one body shape of DESIGN §4. */
export function toHttpError(
  error: unknown,
  ctx: Pick<Context, 'state'>,
): { status: number; body: ErrorBody } | undefined {
  const conditional = ctx.state.preconditionFromIfMatch === true;
  if (error instanceof ValidationError)
    return { status: 400, body: withFields(error.message, error.fieldErrors) };
  if (error instanceof NotFoundError) return { status: 404, body: { message: error.message } };
  if (error instanceof RecordVersionConflictError || error instanceof ExpectedVersionConflictError) {
    return {
      status: conditional ? 412 : 409,
      body: withFields(
        error instanceof RecordVersionConflictError
          ? error.message
          : 'This record was changed by someone else. Reload it and apply your change again.',
      ),
    };
  }
  if (error instanceof AlreadyExistsError) return { status: 409, body: withFields(error.message) };
  // RecordWrites answers a taken key as the 400 of its field; a path that does not know the field, 409
  if (error instanceof UniqueKeyTakenError)
    return { status: 409, body: withFields('A value of this record is already used by another record') };
  // the caller sends it again confirmed (`?confirm=true`) to go ahead
  if (error instanceof UnconfirmedWarningsError)
    return { status: 409, body: { ...withFields(error.message), warnings: error.warnings } };
  if (error instanceof StateConflictError) return { status: 409, body: withFields(error.message) };
  // spec §8's message; the reason (which step, which role) for the person
  if (error instanceof NotPermittedError)
    return {
      status: 403,
      body: { message: 'Unauthorized request', errors: { root: { serverError: error.reason } } },
    };
  if (error instanceof ConflictError)
    return { status: 409, body: withFields(error.message, error.fieldErrors) };
  if (error instanceof BusinessRuleError) {
    return {
      status: 422,
      body: withFields(error.message, error.field ? { [error.field]: error.message } : undefined),
    };
  }
  if (error instanceof UnauthenticatedError) return { status: 401, body: { message: error.message } };
  if (error instanceof TooLargeError)
    return { status: 413, body: withFields(error.message, { [error.field]: error.message }) };
  if (error instanceof ForbiddenError)
    return { status: 403, body: withFields(error.message, error.fieldErrors) };
  if (error instanceof DomainError) return { status: 400, body: withFields(error.message) };
  // a body read cut short by the client: answered to nobody, and no server error
  if (error instanceof Error && isClientGone(error))
    return { status: 400, body: withFields('The client closed the request before it was answered') };
  // errors raised by Koa and its middleware for bad requests (malformed JSON, too large, wrong type)
  const status = (error as { status?: number; expose?: boolean }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if ((error as { type?: string }).type === 'entity.parse.failed' || error instanceof SyntaxError)
      return { status: 400, body: malformedBody(error as Error) };
    return { status, body: withFields((error as Error).message) };
  }
  return undefined;
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        ctx.status = 404;
        ctx.body = { message: `No such endpoint: ${ctx.method} ${ctx.path}` };
      }
    } catch (error) {
      const mapped = toHttpError(error, ctx);
      if (mapped) {
        ctx.status = mapped.status;
        ctx.body = mapped.body;
        return;
      }
      const requestId = ctx.state.requestId as string | undefined;
      logger.error({ err: error, requestId }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Internal server error. Please contact support.', requestId };
    }
  };
}
