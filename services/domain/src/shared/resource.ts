import type { FieldErrors } from './errors.js';
import type { Fields } from './fields.js';

/** One record as the stream's decider knows it. `version`: the stream version of its last change. */
export interface EntityState {
  id: string;
  version: number;
  values: Record<string, unknown>;
}

export interface RuleContext {
  /** Id of the record being checked. */
  id: string;
  /** The stream's root record (the parent of a child record); undefined while creating the root. */
  root: EntityState | undefined;
  /** The stream's child records by resource name (a child's siblings, itself included once it exists). */
  children: Record<string, Record<string, EntityState>>;
}

export interface ResourceRules {
  /** Checks on the values the record would have after the command: field -> message. */
  validate?(values: Record<string, unknown>, context: RuleContext): FieldErrors | undefined;
  /** Throw a BusinessRuleError to refuse the delete. */
  beforeDelete?(entity: EntityState, context: RuleContext): void;
}

/**
 * A simple resource: its fields in, its events, decider, read model, routes and screens out. The same
 * definition is read by services/domain (decider), projections (table, indexes), services/api (input
 * parsing, list allow-lists, routes) and web (list columns, inputs, filters).
 */
export interface ResourceDefinition {
  /** Wire name, read-model table and web folder: the spec's camelCase plural. */
  name: string;
  /** Event type prefix: `Course` -> CourseCreated, CourseUpdated, CourseDeleted. */
  eventPrefix: string;
  /** Stream id prefix: `course` -> `course-<id>`. A child record lives in its parent's stream. */
  streamPrefix: string;
  labels: { one: string; many: string };
  fields: Fields;
  /** Read-model columns no command sets (projections derive them); read-only everywhere. */
  computed?: Fields;
  /** Field shown wherever a record is referenced. */
  representation: string;
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** A child record: kept in the stream of the parent whose id is in `field`. */
  parent?: { resource: string; field: string };
  /** Names of the child resources kept in this resource's streams (embedded with `include`). */
  children?: readonly string[];
  /**
   * `field` is unique among the records that share the values of `within` (case-insensitive), e.g. a
   * section number within its offering and term. Enforced like `unique` fields (uniqueKeys.ts).
   */
  uniqueWithin?: readonly { field: string; within: readonly string[]; message: string }[];
  rules?: ResourceRules;
  /** Computed columns that follow from the record's own values (e.g. pointsRemaining); the projection sets them. */
  derive?(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * Keys a record answers with that group some of its own fields, as the spec names them (a Section's
   * `TermMode (AcademicTermId, TeachingModeId)`): added on the way out, never stored, never input.
   */
  composites?: Readonly<Record<string, readonly string[]>>;
}

/** `row` with its definition's composites, built from the fields `row` has (a field left out stays out). */
export function withComposites<Row extends Record<string, unknown>>(
  definition: ResourceDefinition,
  row: Row,
): Row & Record<string, unknown> {
  if (!definition.composites) return row;
  const grouped: Record<string, unknown> = { ...row };
  for (const [name, fields] of Object.entries(definition.composites))
    grouped[name] = Object.fromEntries(
      fields.filter((field) => field in row).map((field) => [field, row[field]]),
    );
  return grouped as Row & Record<string, unknown>;
}

export const defineResource = <D extends ResourceDefinition>(definition: D): D => definition;

export const eventTypesOf = (definition: ResourceDefinition) => ({
  created: `${definition.eventPrefix}Created`,
  updated: `${definition.eventPrefix}Updated`,
  deleted: `${definition.eventPrefix}Deleted`,
});

/** `AcademicTerms` for academicTerms: the include name of a child collection. */
export const childIncludeName = (child: ResourceDefinition) =>
  child.name[0]!.toUpperCase() + child.name.slice(1);

export const streamIdOf = (definition: ResourceDefinition, rootId: string) =>
  `${definition.streamPrefix}-${rootId}`;

/** Read-only keys a client may echo back in a body: the standard record columns. */
export const standardColumns = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;
