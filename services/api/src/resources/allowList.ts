import {
  childIncludeName,
  childrenOf,
  type FieldSpec,
  filterOpsOf,
  isListField,
  type ResourceDefinition,
} from '@tams/domain';
import type { FilterableField, ListAllowList, ValueKind } from '@tams/projections';

const valueKindOf = (spec: FieldSpec): ValueKind => {
  switch (spec.kind) {
    case 'decimal':
      return 'number';
    case 'reference':
      return 'uuid';
    case 'referenceList':
      return 'uuidList';
    default:
      return spec.kind;
  }
};

/** The list allow-list of a simple resource: its fields, computed columns and the standard columns. */
export function allowListOf(definition: ResourceDefinition): ListAllowList {
  const fields: Record<string, FilterableField> = {
    id: { kind: 'uuid', ops: ['eq', 'ne', 'in', 'notIn'] },
    createdAt: { kind: 'timestamp', ops: ['gt', 'gte', 'lt', 'lte', 'between'] },
    updatedAt: { kind: 'timestamp', ops: ['gt', 'gte', 'lt', 'lte', 'between'] },
    createdBy: { kind: 'uuid', ops: ['eq', 'in', 'isNull'] },
    updatedBy: { kind: 'uuid', ops: ['eq', 'in', 'isNull'] },
  };
  const all = Object.fromEntries(
    Object.entries({ ...definition.fields, ...definition.computed }).filter(([, spec]) => !spec.hidden),
  );
  for (const [name, spec] of Object.entries(all)) {
    fields[name] = {
      kind: valueKindOf(spec),
      ops: filterOpsOf(spec),
      ...('values' in spec ? { values: spec.values } : {}),
    };
  }
  const sortable = new Set([
    'id',
    'createdAt',
    'updatedAt',
    ...Object.keys(all).filter((name) => !isListField(all[name]!)),
  ]);
  const includes = new Set([
    ...Object.values(definition.fields).flatMap((spec) =>
      spec.kind === 'reference' || spec.kind === 'referenceList' ? [spec.include] : [],
    ),
    ...childrenOf(definition).map(childIncludeName),
  ]);
  const search = Object.entries(all).flatMap(([name, spec]) =>
    spec.kind === 'text' && spec.search ? [name] : [],
  );
  return {
    fields,
    sortable,
    includes,
    search,
    meta: false,
    defaultSort: [{ field: definition.defaultSort[0], direction: definition.defaultSort[1] }],
  };
}
