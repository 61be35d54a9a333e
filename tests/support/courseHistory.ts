import { courses, recordStreamDecider, streamIdOf } from '@tams/domain';
import { type Checkpoint, type EventStore, maxCheckpoint, NO_STREAM, type NewEvent } from '@tams/event-store';

/** A deterministic uuid-shaped id for generated test records. */
export const testId = (n: number) => `0190b000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * Appends `count` course streams, each created and then renamed `updates` times (1 + updates events per
 * stream, one append per stream), through the courses decider, with `concurrency` writers.
 */
export async function appendCourseHistory(
  store: EventStore,
  options: {
    count: number;
    updates?: number;
    concurrency?: number;
    offset?: number;
    workgroupIds?: readonly string[];
  },
): Promise<Checkpoint | undefined> {
  const decider = recordStreamDecider(courses);
  const updates = options.updates ?? 2;
  let next = 0;
  let position: Checkpoint | undefined;
  const writer = async () => {
    while (next < options.count) {
      const n = (options.offset ?? 0) + next++;
      const id = testId(n);
      let state = decider.initialState();
      const events: NewEvent[] = [];
      const commands = [
        {
          type: 'CreateRecord' as const,
          resource: 'courses',
          id,
          values: {
            courseNumber: `GEN ${n}`,
            name: `Generated ${n}`,
            unitsMax: n % 5,
            sectionMaxStudents: 30,
            sectionCreditHours: 3,
            WorkgroupId: options.workgroupIds?.[n % options.workgroupIds.length] ?? null,
            isActive: n % 3 !== 0,
            isOffered: n % 2 === 0,
          },
        },
        ...Array.from({ length: updates }, (_, u) => ({
          type: 'UpdateRecord' as const,
          resource: 'courses',
          id,
          values: { name: `Generated ${n} v${u + 2}` },
        })),
      ];
      for (const command of commands) {
        for (const event of [decider.decide(command, state)].flat()) {
          state = decider.evolve(state, event, events.length + 1);
          events.push(event);
        }
      }
      const appended = await store.appendToStream(streamIdOf(courses, id), events, {
        expectedVersion: NO_STREAM,
        metadata: { via: 'seed' },
      });
      position = position ? maxCheckpoint(position, appended.position) : appended.position;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, writer));
  return position;
}
