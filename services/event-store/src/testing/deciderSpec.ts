import assert from 'node:assert/strict';
import type { Decider, DomainEvent } from '../commands/decider.js';

/**
 * Given/when/then for deciders (STYLE.md):
 *   spec.given([CourseCreated]).when(UpdateCourse).then([CourseUpdated])
 *   spec.given([CourseCreated, CourseDeleted]).when(UpdateCourse).thenThrows(NotFoundError)
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(
        (current, event, index) => decider.evolve(current, event, index + 1),
        decider.initialState(),
      );
      return {
        when(command: Command) {
          const run = (): Event[] => {
            const decided = decider.decide(command, state);
            return Array.isArray(decided) ? decided : [decided];
          };
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then reads as the spec (Emmett's DeciderSpecification); never awaited
            then(expected: readonly Event[]) {
              assert.deepStrictEqual(run(), expected);
            },
            thenNothingHappens() {
              assert.deepStrictEqual(run(), []);
            },
            thenThrows<E extends Error>(
              errorType?: new (...args: any[]) => E,
              check?: (error: E) => boolean | undefined,
            ) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              assert.ok(thrown !== undefined, 'expected the command to be refused, but it was accepted');
              if (errorType)
                assert.ok(thrown instanceof errorType, `expected ${errorType.name}, got ${String(thrown)}`);
              if (check) assert.notEqual(check(thrown as E), false, `error did not match: ${String(thrown)}`);
            },
          };
        },
      };
    },
  };
}
