/**
 * The field language of simple resources: one description per field from which the input schema (zod),
 * the read-model column and index, the list-query allow-list and the web inputs are all derived.
 */
export type FilterOp =
  | 'eq'
  | 'ne'
  | 'in'
  | 'notIn'
  | 'contains'
  | 'startsWith'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'between'
  | 'isNull';

interface FieldCommon {
  label: string;
  required: boolean;
  /** Can't change after create (e.g. the parent id of a child record). */
  immutable?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  help?: string;
  /**
   * Set by the server only (e.g. when an API key was revoked): shown, but a client that sends it is
   * refused. Server code passes such values with `trusted` input.
   */
  serverOnly?: boolean;
  /** Never leaves the server and never comes from a client (e.g. an API key's hash). Implies serverOnly. */
  hidden?: boolean;
}

export interface TextField extends FieldCommon {
  kind: 'text';
  max: number;
  multiline?: boolean;
  /** Unique across all records of the resource, case-insensitive. */
  unique?: boolean;
  /** Included in the free-text `q` filter; also gets a trigram index for `contains`. */
  search?: boolean;
  /**
   * The record's search text, kept by its projection (hidden, lower case): when a resource has one, `q`
   * matches each word of the query somewhere in it instead of the `search` fields (lists/listSql.ts).
   */
  searchText?: boolean;
  format?: 'email';
}
export interface NumberField extends FieldCommon {
  kind: 'integer' | 'decimal';
  min: number;
  max: number;
  default?: number;
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default: boolean;
}
export interface DateField extends FieldCommon {
  kind: 'date';
}
/** A moment (ISO 8601 with offset), e.g. when a user last signed in. */
export interface TimestampField extends FieldCommon {
  kind: 'timestamp';
}
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** Target resource name (e.g. 'workgroups'). */
  resource: string;
  /** Name under which `include` embeds the target (e.g. 'Workgroup'). */
  include: string;
  /**
   * A weak reference does not keep its target: deleting the target is allowed and leaves this pointing
   * nowhere, which readers treat as unset (e.g. a user's working period). Others refuse the delete.
   */
  weak?: boolean;
}
/** Ids of several records of one resource (e.g. a faculty member's campuses). */
export interface ReferenceListField extends FieldCommon {
  kind: 'referenceList';
  resource: string;
  /** Name under which `include` embeds the targets (e.g. 'Campuses'). */
  include: string;
  max: number;
}
/** Calendar dates ('YYYY-MM-DD'), kept sorted and without repeats (e.g. a meeting's exception dates). */
export interface DateListField extends FieldCommon {
  kind: 'dateList';
  max: number;
}
export interface EnumField extends FieldCommon {
  kind: 'enum';
  values: readonly string[];
  default?: string;
}
export interface EnumListField extends FieldCommon {
  kind: 'enumList';
  values: readonly string[];
}

export type FieldSpec =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | DateListField
  | TimestampField
  | ReferenceField
  | ReferenceListField
  | EnumField
  | EnumListField;
export type Fields = Record<string, FieldSpec>;

type Options<F extends FieldSpec> = Partial<Omit<F, 'kind' | 'label'>>;

export const field = {
  text: (label: string, options: Options<TextField> = {}): TextField => ({
    kind: 'text',
    label,
    required: false,
    max: 255,
    ...options,
  }),
  integer: (label: string, options: Options<NumberField> = {}): NumberField => ({
    kind: 'integer',
    label,
    required: false,
    min: 0,
    max: 1_000_000,
    ...options,
  }),
  decimal: (label: string, options: Options<NumberField> = {}): NumberField => ({
    kind: 'decimal',
    label,
    required: false,
    min: 0,
    max: 1_000_000,
    ...options,
  }),
  boolean: (label: string, options: Options<BooleanField> = {}): BooleanField => ({
    kind: 'boolean',
    label,
    required: false,
    default: false,
    ...options,
  }),
  date: (label: string, options: Options<DateField> = {}): DateField => ({
    kind: 'date',
    label,
    required: false,
    ...options,
  }),
  dateList: (label: string, options: Options<DateListField> = {}): DateListField => ({
    kind: 'dateList',
    label,
    required: false,
    max: 100,
    ...options,
  }),
  timestamp: (label: string, options: Options<TimestampField> = {}): TimestampField => ({
    kind: 'timestamp',
    label,
    required: false,
    ...options,
  }),
  referenceList: (
    label: string,
    resource: string,
    include: string,
    options: Options<ReferenceListField> = {},
  ): ReferenceListField => ({
    kind: 'referenceList',
    label,
    resource,
    include,
    required: false,
    max: 100,
    ...options,
  }),
  reference: (
    label: string,
    resource: string,
    include: string,
    options: Options<ReferenceField> = {},
  ): ReferenceField => ({
    kind: 'reference',
    label,
    resource,
    include,
    required: false,
    ...options,
  }),
  enum: (label: string, values: readonly string[], options: Options<EnumField> = {}): EnumField => ({
    kind: 'enum',
    label,
    values,
    required: false,
    ...options,
  }),
  enumList: (
    label: string,
    values: readonly string[],
    options: Options<EnumListField> = {},
  ): EnumListField => ({
    kind: 'enumList',
    label,
    values,
    required: false,
    ...options,
  }),
};

/** The filter operators a field accepts in list queries (DESIGN §6). */
export function filterOpsOf(spec: FieldSpec): readonly FilterOp[] {
  switch (spec.kind) {
    case 'text':
      return ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'isNull'];
    case 'integer':
    case 'decimal':
    case 'date':
      return ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'];
    case 'timestamp':
      return ['gt', 'gte', 'lt', 'lte', 'between', 'isNull'];
    case 'boolean':
      return ['eq', 'ne', 'isNull'];
    case 'reference':
    case 'enum':
      return ['eq', 'ne', 'in', 'notIn', 'isNull'];
    case 'enumList':
    case 'referenceList':
    case 'dateList':
      return ['contains', 'isNull'];
  }
}

/** Whether a field holds a list (a text[] or uuid[] column). */
export const isListField = (spec: FieldSpec) =>
  spec.kind === 'enumList' || spec.kind === 'referenceList' || spec.kind === 'dateList';

/** Whether a client may send the field: not when the server alone sets it. */
export const isClientWritable = (spec: FieldSpec) => !spec.serverOnly && !spec.hidden;

/** The value a field takes on create when the input leaves it out. */
export function defaultValueOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'boolean':
      return spec.default;
    case 'integer':
    case 'decimal':
      return spec.default ?? null;
    case 'enum':
      return spec.default ?? null;
    case 'enumList':
    case 'referenceList':
    case 'dateList':
      return [];
    default:
      return null;
  }
}
