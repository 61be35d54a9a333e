import { ExpectedVersionConflictError, isExpectedVersionConflict } from '../errors.js';
import type { Checkpoint, EventMetadata, EventStore, UniqueKey, UniqueKeyChanges } from '../types.js';
import type { Decider, DomainEvent } from './decider.js';

export interface CommandOptions<State = unknown> {
  metadata: EventMetadata;
  /**
   * The stream version the client edited. Set: a different current version is a conflict, at once and
   * without retry. Unset: the decider checks what matters (e.g. one record inside the stream has the
   * version the client saw) and an append race is retried on fresh state.
   */
  expectedStreamVersion?: number;
  /** Appends of other writers between our read and our append: retry this many times (unset expected only). */
  retries?: number;
  streamType?: string;
  /**
   * The stream is expected to be new (a create with a fresh id): decide on the initial state without
   * reading it and append with NO_STREAM. If it exists after all, the append conflicts and the command runs
   * again on the read state, so the decider still answers (e.g. "already exists").
   */
  newStream?: boolean;
  /** Checks against other read models, run alongside the first stream read; a throw refuses the command. */
  check?: () => Promise<void>;
  /**
   * The unique keys a stream in this state holds (e.g. its record's course number). The append claims
   * the keys the new state adds and releases those it drops, atomically with the events (AppendOptions):
   * a key another stream holds refuses the command with UniqueKeyTakenError, appending nothing. The keys
   * follow from the stream's state, never from a read model, so they hold under any concurrency.
   */
  uniqueKeys?: (state: State) => readonly UniqueKey[];
}

const keyId = (key: UniqueKey) => JSON.stringify([key.scope, key.key]);

/** What an append changes in a stream's unique keys: the keys after and not before, and the reverse. */
export function uniqueKeyChanges(
  before: readonly UniqueKey[],
  after: readonly UniqueKey[],
): UniqueKeyChanges {
  const held = new Set(before.map(keyId));
  const kept = new Set(after.map(keyId));
  return {
    claim: after.filter((key) => !held.has(keyId(key))),
    release: before.filter((key) => !kept.has(keyId(key))),
  };
}

export interface CommandResult<State, Event> {
  state: State;
  events: Event[];
  /** Stream version after the command. */
  version: number;
  /** Position of the last appended event; undefined when the command appended nothing. */
  position: Checkpoint | undefined;
}

/**
 * Load -> decide -> append with the version read (DESIGN §4). A decider that returns no events appends
 * nothing. An error thrown by `decide` propagates untouched: an invalid command appends nothing.
 * `command` may be a promise (a command whose facts are still being read): it is awaited alongside the
 * first stream read, one round trip instead of two; its rejection refuses the command, appending nothing.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  pendingCommand: Command | Promise<Command>,
  options: CommandOptions<State>,
): Promise<CommandResult<State, Event>> {
  const retries = options.expectedStreamVersion === undefined ? (options.retries ?? 3) : 0;
  let assumeNew = options.newStream === true;
  let command!: Command;
  for (let attempt = 0; ; attempt++) {
    const read = assumeNew ? Promise.resolve({ version: 0, events: [] }) : store.readStream(streamId);
    const [{ version, events }, , resolved] = await Promise.all([
      read,
      attempt === 0 ? options.check?.() : undefined,
      attempt === 0 ? pendingCommand : command,
    ]);
    command = resolved;
    let state = decider.initialState();
    for (const event of events) state = decider.evolve(state, event as unknown as Event, event.streamVersion);
    if (options.expectedStreamVersion !== undefined && options.expectedStreamVersion !== version) {
      throw new ExpectedVersionConflictError(streamId, options.expectedStreamVersion, version);
    }
    const decided = decider.decide(command, state);
    const newEvents = Array.isArray(decided) ? decided : [decided];
    if (newEvents.length === 0) return { state, events: [], version, position: undefined };
    const before = state;
    newEvents.forEach((event, index) => {
      state = decider.evolve(state, event, version + index + 1);
    });
    try {
      const appended = await store.appendToStream(streamId, newEvents, {
        expectedVersion: version === 0 ? 'no_stream' : version,
        metadata: options.metadata,
        ...(options.streamType ? { streamType: options.streamType } : {}),
        ...(options.uniqueKeys
          ? { uniqueKeys: uniqueKeyChanges(options.uniqueKeys(before), options.uniqueKeys(state)) }
          : {}),
      });
      return { state, events: newEvents, version: appended.nextExpectedVersion, position: appended.position };
    } catch (error) {
      if (isExpectedVersionConflict(error) && assumeNew) {
        assumeNew = false;
        continue;
      }
      if (!isExpectedVersionConflict(error) || attempt >= retries) throw error;
    }
  }
}
