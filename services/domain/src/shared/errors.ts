/** field -> message. The API answers these as `errors` (react-admin shows them beside the inputs). */
export type FieldErrors = Record<string, string>;

/** Base of the errors a command can be refused with; the API maps each to one status (DESIGN §4). */
export abstract class DomainError extends Error {}

/** 400: the input is malformed or a field is invalid. */
export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  constructor(
    readonly fieldErrors: FieldErrors,
    message = 'The request has invalid fields',
  ) {
    super(message);
  }
}

/** 404 */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  constructor(
    readonly resource: string,
    readonly id: string,
  ) {
    super(`No ${resource} record with id ${id}`);
  }
}

/** 409, or 412 when the client sent If-Match: the record changed since the client read it. */
export class RecordVersionConflictError extends DomainError {
  override readonly name = 'RecordVersionConflictError';
  constructor(
    readonly resource: string,
    readonly id: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
    /** How a person calls such a record ("course"); defaults to the resource name. */
    label = resource,
  ) {
    super(
      `This ${label} was changed by someone else (you edited version ${expectedVersion}, it is now at version ${actualVersion}). Reload it and apply your change again.`,
    );
  }
}

/** 409: a create named an id that is already taken. */
export class AlreadyExistsError extends DomainError {
  override readonly name = 'AlreadyExistsError';
  constructor(
    readonly resource: string,
    readonly id: string,
  ) {
    super(`A ${resource} record with id ${id} already exists`);
  }
}

/** 422: well-formed, but a business rule refuses it. The message says which rule. */
export class BusinessRuleError extends DomainError {
  override readonly name = 'BusinessRuleError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 409: the command does not fit the record's state as it is now (e.g. a progress step moved meanwhile). */
export class StateConflictError extends DomainError {
  override readonly name = 'StateConflictError';
}

/**
 * 403 (the API answers "Unauthorized request", spec §8): the actor's roles or workgroup rights do not allow
 * this command in the record's state (e.g. advancing a step only another role may advance). `reason` says why.
 */
export class NotPermittedError extends DomainError {
  override readonly name = 'NotPermittedError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * 409 with warnings to confirm: nothing is appended until the command comes again, confirmed (over HTTP:
 * `?confirm=true`).
 */
export class UnconfirmedWarningsError extends DomainError {
  override readonly name = 'UnconfirmedWarningsError';
  constructor(readonly warnings: { kind: string; message: string }[]) {
    super(`Confirm to go ahead: ${warnings.map((warning) => warning.message).join(' ')}`);
  }
}
