import type { Decider, DomainEvent } from '@tams/event-store';
import {
  AlreadyExistsError,
  type FieldErrors,
  NotFoundError,
  RecordVersionConflictError,
  ValidationError,
} from './errors.js';
import { type EntityState, eventTypesOf, type ResourceDefinition, type RuleContext } from './resource.js';

export type RecordCommand =
  | { type: 'CreateRecord'; resource: string; id: string; values: Record<string, unknown> }
  | {
      type: 'UpdateRecord';
      resource: string;
      id: string;
      values: Record<string, unknown>;
      expectedVersion?: number;
    }
  | { type: 'DeleteRecord'; resource: string; id: string; expectedVersion?: number };

export type RecordEvent = DomainEvent<
  string,
  { id: string; changes?: Record<string, unknown>; [field: string]: unknown }
>;

type Children = Record<string, Record<string, EntityState>>;
export type RecordStreamState =
  | { status: 'empty' }
  | { status: 'active'; root: EntityState; children: Children }
  | { status: 'deleted'; root: EntityState };

const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * The decider of a record stream: one root record of `root` and any number of records of its `children`
 * (e.g. an academic period and its terms). Create, update and delete, with per-record optimistic
 * concurrency, immutable fields, the resource's rules, and a delete that deletes the children first.
 */
export function recordStreamDecider(
  root: ResourceDefinition,
  children: readonly ResourceDefinition[] = [],
): Decider<RecordStreamState, RecordCommand, RecordEvent> {
  const definitions = new Map([root, ...children].map((definition) => [definition.name, definition]));
  const byEventType = new Map<
    string,
    { definition: ResourceDefinition; op: 'created' | 'updated' | 'deleted' }
  >();
  for (const definition of definitions.values()) {
    const types = eventTypesOf(definition);
    for (const op of ['created', 'updated', 'deleted'] as const)
      byEventType.set(types[op], { definition, op });
  }

  const definitionOf = (resource: string) => {
    const definition = definitions.get(resource);
    if (!definition) throw new Error(`${resource} records are not kept in ${root.name} streams`);
    return definition;
  };

  const ruleContext = (state: RecordStreamState, id: string): RuleContext => ({
    id,
    root: state.status === 'empty' ? undefined : state.root,
    children: state.status === 'active' ? state.children : {},
  });

  const entityOf = (state: RecordStreamState, definition: ResourceDefinition, id: string) => {
    if (state.status !== 'active') return undefined;
    return definition === root
      ? state.root.id === id
        ? state.root
        : undefined
      : state.children[definition.name]?.[id];
  };

  const check = (definition: ResourceDefinition, values: Record<string, unknown>, context: RuleContext) => {
    const errors: FieldErrors | undefined = definition.rules?.validate?.(values, context);
    if (errors && Object.keys(errors).length > 0) throw new ValidationError(errors);
  };

  const decide = (command: RecordCommand, state: RecordStreamState): RecordEvent[] => {
    const definition = definitionOf(command.resource);
    const types = eventTypesOf(definition);
    const isRoot = definition === root;
    const existing = entityOf(state, definition, command.id);

    if (command.type === 'CreateRecord') {
      // a deleted record's id may be used again: ids that follow from values (a course's offering in a
      // period) must, or deleting the offering would keep the course from ever being offered there again
      if (isRoot && state.status === 'active') throw new AlreadyExistsError(definition.name, command.id);
      if (!isRoot) {
        if (state.status !== 'active')
          throw new NotFoundError(root.name, String(command.values[definition.parent!.field]));
        if (existing) throw new AlreadyExistsError(definition.name, command.id);
      }
      check(definition, command.values, ruleContext(state, command.id));
      return [{ type: types.created, data: { id: command.id, ...command.values } }];
    }

    if (!existing) throw new NotFoundError(definition.name, command.id);
    if (command.expectedVersion !== undefined && command.expectedVersion !== existing.version) {
      throw new RecordVersionConflictError(
        definition.name,
        command.id,
        command.expectedVersion,
        existing.version,
        definition.labels.one.toLowerCase(),
      );
    }

    if (command.type === 'UpdateRecord') {
      const changes: Record<string, unknown> = {};
      const immutable: FieldErrors = {};
      for (const [name, value] of Object.entries(command.values)) {
        if (sameValue(existing.values[name], value)) continue;
        if (definition.fields[name]?.immutable) immutable[name] = 'Cannot be changed once the record exists';
        else changes[name] = value;
      }
      if (Object.keys(immutable).length > 0) throw new ValidationError(immutable);
      if (Object.keys(changes).length === 0) return [];
      check(definition, { ...existing.values, ...changes }, ruleContext(state, command.id));
      return [{ type: types.updated, data: { id: command.id, changes } }];
    }

    definition.rules?.beforeDelete?.(existing, ruleContext(state, command.id));
    const cascade: RecordEvent[] = [];
    if (isRoot && state.status === 'active') {
      for (const [resource, records] of Object.entries(state.children)) {
        const childTypes = eventTypesOf(definitionOf(resource));
        for (const id of Object.keys(records)) cascade.push({ type: childTypes.deleted, data: { id } });
      }
    }
    return [...cascade, { type: types.deleted, data: { id: command.id } }];
  };

  const evolve = (state: RecordStreamState, event: RecordEvent, version: number): RecordStreamState => {
    const known = byEventType.get(event.type);
    if (!known) return state;
    const { definition, op } = known;
    const { id, changes, ...values } = event.data;
    if (definition === root) {
      if (op === 'created') return { status: 'active', root: { id, version, values }, children: {} };
      if (state.status !== 'active') return state;
      if (op === 'deleted') return { status: 'deleted', root: state.root };
      return { ...state, root: { id, version, values: { ...state.root.values, ...changes } } };
    }
    if (state.status !== 'active') return state;
    const siblings = { ...state.children[definition.name] };
    if (op === 'created') siblings[id] = { id, version, values };
    else if (op === 'deleted') delete siblings[id];
    else if (siblings[id]) siblings[id] = { id, version, values: { ...siblings[id].values, ...changes } };
    return { ...state, children: { ...state.children, [definition.name]: siblings } };
  };

  return { initialState: () => ({ status: 'empty' }), decide, evolve };
}
