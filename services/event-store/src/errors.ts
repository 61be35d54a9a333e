import type { ExpectedVersion, UniqueKey } from './types.js';

/** The stream was not at the expected version: someone else appended first. HTTP 409 (412 with If-Match). */
export class ExpectedVersionConflictError extends Error {
  override readonly name = 'ExpectedVersionConflictError';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(
      `Stream ${streamId} is at version ${actualVersion}, expected ${
        expectedVersion === 'no_stream' ? 'no stream' : expectedVersion
      }`,
    );
  }
}

export const isExpectedVersionConflict = (error: unknown): error is ExpectedVersionConflictError =>
  error instanceof ExpectedVersionConflictError;

/**
 * The append claimed unique keys that another stream holds (e.g. a course number taken by a concurrent
 * create): nothing was appended. `keys` are the ones taken; the caller maps their scope to a field.
 */
export class UniqueKeyTakenError extends Error {
  override readonly name = 'UniqueKeyTakenError';
  constructor(
    readonly streamId: string,
    readonly keys: readonly UniqueKey[],
  ) {
    super(
      `Stream ${streamId} cannot claim ${keys.map((k) => `${k.scope}=${k.key}`).join(', ')}: held by another stream`,
    );
  }
}

export const isUniqueKeyTaken = (error: unknown): error is UniqueKeyTakenError =>
  error instanceof UniqueKeyTakenError;
