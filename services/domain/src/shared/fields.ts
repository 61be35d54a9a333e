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
}

export interface TextField extends FieldCommon {
  kind: 'text';
  max: number;
  multiline?: boolean;
  /** Unique across all records of the resource, case-insensitive. */
  unique?: boolean;
  /** Included in the free-text `q` filter; also gets a trigram index for `contains`. */
  search?: boolean;
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
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** Target resource name (e.g. 'workgroups'). */
  resource: string;
  /** Name under which `include` embeds the target (e.g. 'Workgroup'). */
  include: string;
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
  TextField | NumberField | BooleanField | DateField | ReferenceField | EnumField | EnumListField;
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
    case 'boolean':
      return ['eq', 'ne', 'isNull'];
    case 'reference':
    case 'enum':
      return ['eq', 'ne', 'in', 'notIn', 'isNull'];
    case 'enumList':
      return ['contains', 'isNull'];
  }
}

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
      return [];
    default:
      return null;
  }
}
