import type { ExpectedVersion } from './types.js';

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
