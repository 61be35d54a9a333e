import type { Checkpoint } from './types.js';

/**
 * Checkpoints are strings whose lexical order is the log order, so callers can compare them without knowing
 * what they encode. The Postgres store encodes `(transaction_id, global_position)`, the KurrentDB adapter its
 * `$all` commit/prepare positions, each as two zero-padded 20-digit decimals.
 */
const width = 20;

export const encodeCheckpoint = (
  major: bigint | string | number,
  minor: bigint | string | number,
): Checkpoint => `${String(major).padStart(width, '0')}:${String(minor).padStart(width, '0')}` as Checkpoint;

export const decodeCheckpoint = (checkpoint: Checkpoint): { major: string; minor: string } => {
  const match = /^(\d{20}):(\d{20})$/.exec(checkpoint);
  if (!match) throw new Error(`Not a checkpoint: ${checkpoint}`);
  return { major: BigInt(match[1]!).toString(), minor: BigInt(match[2]!).toString() };
};

export const zeroCheckpoint: Checkpoint = encodeCheckpoint(0, 0);

export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => (a < b ? -1 : a > b ? 1 : 0);

export const isCheckpoint = (value: unknown): value is Checkpoint =>
  typeof value === 'string' && /^\d{20}:\d{20}$/.test(value);

export const maxCheckpoint = (a: Checkpoint, b: Checkpoint): Checkpoint => (a >= b ? a : b);
