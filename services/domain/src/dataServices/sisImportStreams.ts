import { childrenOf, resourceDefinition } from '../resources.js';
import { decideSection } from '../sections/sectionCommands.js';
import type { SectionOffering } from '../sections/sectionRules.js';
import { type FieldErrors, DomainError, ValidationError } from '../shared/errors.js';
import {
  type RecordCommand,
  type RecordEvent,
  type RecordStreamState,
  recordStreamDecider,
} from '../shared/recordDecider.js';
import type { EntityState, ResourceDefinition } from '../shared/resource.js';

/** A record as it is (in its read model), for a row to be compared with. */
export interface ExistingRecord {
  id: string;
  version: number;
  values: Record<string, unknown>;
}

/** A record a row brings to the file's state: created with `create` when absent, else updated with `update`. */
export interface ImportedRecord {
  resource: string;
  id: string;
  /** Every field, completed as the app's create completes them. */
  create: Record<string, unknown>;
  /** The fields the file has columns for. */
  update: Record<string, unknown>;
}

/** One stream an import writes: its root record and children, in order (the root first). */
export interface ImportedStream {
  owner: ResourceDefinition;
  rootId: string;
  records: ImportedRecord[];
  /** A section stream's offering, as the section commands judge it (sectionRules.ts). */
  offering?: SectionOffering;
  /** The file's lines that make this stream. */
  lines: number[];
  /** No such stream when planned: appended without reading it first. */
  isNew: boolean;
}

const deciders = new Map<string, ReturnType<typeof recordStreamDecider>>();
export const importedStreamDecider = (owner: ResourceDefinition) => {
  let decider = deciders.get(owner.name);
  if (!decider) deciders.set(owner.name, (decider = recordStreamDecider(owner, childrenOf(owner))));
  return decider;
};

const recordIn = (state: RecordStreamState, owner: ResourceDefinition, record: ImportedRecord) =>
  state.status !== 'active'
    ? undefined
    : record.resource === owner.name
      ? state.root.id === record.id
        ? state.root
        : undefined
      : state.children[record.resource]?.[record.id];

/**
 * The events that bring a stream to what the file says, decided by the same deciders as the app's
 * commands (a section by decideSection with its offering's rules, any other record by its record stream
 * decider): each record created when absent, else updated with the file's columns (a value already as the
 * file says is no change). Deciding it again on the state it produced decides nothing: a retried import
 * converges on the file's state.
 */
export function decideImportedStream(stream: ImportedStream, state: RecordStreamState): RecordEvent[] {
  const decider = importedStreamDecider(stream.owner);
  const events: RecordEvent[] = [];
  let current = state;
  let version = 0;
  for (const record of stream.records) {
    const exists = recordIn(current, stream.owner, record) !== undefined;
    const decided =
      record.resource === 'sections'
        ? decideSection(
            exists
              ? { type: 'ChangeSection', id: record.id, values: record.update, offering: stream.offering }
              : { type: 'AddSection', id: record.id, values: record.create, offering: stream.offering },
            current,
          )
        : [
            decider.decide(
              (exists
                ? { type: 'UpdateRecord', resource: record.resource, id: record.id, values: record.update }
                : {
                    type: 'CreateRecord',
                    resource: record.resource,
                    id: record.id,
                    values: record.create,
                  }) satisfies RecordCommand,
              current,
            ),
          ].flat();
    for (const event of decided) current = decider.evolve(current, event, ++version);
    events.push(...decided);
  }
  return events;
}

/** A stream's state as its read-model rows show it: what the dry run compares a file with. */
export function stateOfRecords(
  root: ExistingRecord | undefined,
  children: Record<string, ExistingRecord[]> = {},
): RecordStreamState {
  if (!root) return { status: 'empty' };
  const entity = (record: ExistingRecord): EntityState => ({
    id: record.id,
    version: record.version,
    values: record.values,
  });
  return {
    status: 'active',
    root: entity(root),
    children: Object.fromEntries(
      Object.entries(children).map(([resource, records]) => [
        resource,
        Object.fromEntries(records.map((record) => [record.id, entity(record)])),
      ]),
    ),
  };
}

/** A decider's refusal as field errors (a rule without a field: under `root`). */
export function refusalErrors(error: unknown): FieldErrors {
  if (error instanceof ValidationError) return error.fieldErrors;
  if (error instanceof DomainError) return { root: error.message };
  throw error;
}

/** The fields of a resource a read-model row holds: what its records' values are. */
export function recordValuesOf(resource: string, row: Record<string, unknown>): ExistingRecord {
  const { fields } = resourceDefinition(resource);
  const values = Object.fromEntries(Object.keys(fields).map((name) => [name, row[name] ?? null]));
  return { id: String(row.id), version: Number(row.version), values };
}
