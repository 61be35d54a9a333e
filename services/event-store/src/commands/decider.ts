/** A domain event as deciders see it: no positions, no metadata (those belong to the store). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Emmett-style decider: pure; time, ids and actor arrive inside the command. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  /** `streamVersion` is the version the event has (or will have) in its stream. */
  evolve(state: State, event: Event, streamVersion: number): State;
  decide(command: Command, state: State): Event | Event[];
}
