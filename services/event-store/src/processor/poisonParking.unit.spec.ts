import { describe, expect, it } from 'vitest';
import { encodeCheckpoint } from '../checkpoint.js';
import type { Checkpoint, RecordedEvent } from '../types.js';
import { CheckpointConflictError } from './checkpoints.js';
import { applyParkingPoison, isTransientError, type ParkingSteps } from './poisonParking.js';

const event = (position: number, streamId: string): RecordedEvent => ({
  streamId,
  streamVersion: position,
  eventId: `e${position}`,
  type: 'T',
  schemaVersion: 1,
  data: {},
  metadata: {},
  recordedAt: new Date(0),
  position: encodeCheckpoint(1, position),
});

/** Steps over an in-memory "read model" that refuses the events named poison, as a column would. */
function recordingSteps(poison: Set<string>, error: unknown = new RangeError('value out of range')) {
  const applied: string[] = [];
  const parked: string[] = [];
  const blocked: string[] = [];
  const moves: Checkpoint[] = [];
  let calls = 0;
  const steps: ParkingSteps = {
    async apply(events, blockedEvents, to) {
      calls++;
      if (events.some((e) => poison.has(e.eventId))) throw error;
      applied.push(...events.map((e) => e.eventId));
      blocked.push(...blockedEvents.map((e) => e.eventId));
      moves.push(to);
    },
    async park(e, _error, to) {
      parked.push(e.eventId);
      moves.push(to);
    },
  };
  return { steps, applied, parked, blocked, moves, calls: () => calls };
}

const noPause = { attempts: 3, backoffMs: 0 };

describe('applyParkingPoison', () => {
  it('applies a healthy batch in one call', async () => {
    const run = recordingSteps(new Set());
    const events = [event(1, 'a'), event(2, 'b')];
    await applyParkingPoison(events, encodeCheckpoint(1, 9), run.steps, new Set(), noPause);
    expect(run.calls()).toBe(1);
    expect(run.applied).toEqual(['e1', 'e2']);
    expect(run.moves).toEqual([encodeCheckpoint(1, 9)]);
  });

  it('parks the failing event, applies the others in order, and parks its stream behind it', async () => {
    const run = recordingSteps(new Set(['e3']));
    const streams = new Set<string>();
    const events = [event(1, 'a'), event(2, 'b'), event(3, 'c'), event(4, 'a'), event(5, 'c'), event(6, 'd')];
    await applyParkingPoison(events, encodeCheckpoint(1, 9), run.steps, streams, noPause);
    expect(run.applied).toEqual(['e1', 'e2', 'e4', 'e6']);
    expect(run.parked).toEqual(['e3']);
    expect(run.blocked).toEqual(['e5']);
    expect([...streams]).toEqual(['c']);
    // the checkpoint only moves forward, and ends where the batch ends
    expect(run.moves).toEqual([...run.moves].sort());
    expect(run.moves.at(-1)).toBe(encodeCheckpoint(1, 9));
  });

  it('parks events of a stream already parked without trying them', async () => {
    const run = recordingSteps(new Set());
    await applyParkingPoison(
      [event(1, 'a'), event(2, 'b')],
      encodeCheckpoint(1, 2),
      run.steps,
      new Set(['b']),
    );
    expect(run.applied).toEqual(['e1']);
    expect(run.blocked).toEqual(['e2']);
  });

  it('throws a transient error instead of parking anything', async () => {
    const lost = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    const run = recordingSteps(new Set(['e1']), lost);
    await expect(
      applyParkingPoison([event(1, 'a')], encodeCheckpoint(1, 1), run.steps, new Set(), noPause),
    ).rejects.toBe(lost);
    expect(run.parked).toEqual([]);
  });

  it('tells transient errors from errors of the events', () => {
    expect(isTransientError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { code: '40P01' }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientError(new CheckpointConflictError('p', encodeCheckpoint(0, 0)))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { code: '22008' }))).toBe(false);
    expect(isTransientError(Object.assign(new Error('x'), { code: '23514' }))).toBe(false);
    expect(isTransientError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
