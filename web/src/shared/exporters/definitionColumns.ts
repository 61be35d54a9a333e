import { type AppAbility, subjectOf } from '@tams/access';
import type { FieldSpec } from '@tams/domain';
import { humanize } from '../records/formatting';
import { recordNameOf } from '../records/recordNames';
import { type ExportColumn, type ExportReference, yesNo } from './exportRows';

/** A reference named the way the app names it everywhere (the definition's representation, users by name). */
export const referenceTo = (resource: string): ExportReference => ({
  resource,
  name: recordNameOf(resource),
});

const humanized = (value: unknown) =>
  Array.isArray(value)
    ? value.map((item) => humanize(String(item)))
    : value == null
      ? ''
      : humanize(String(value));

/** The export column of a defined field: references by name, enums in words, booleans Yes/No. */
export function fieldColumn(source: string, spec: FieldSpec, label = spec.label): ExportColumn {
  switch (spec.kind) {
    case 'reference':
    case 'referenceList':
      return { label, source, reference: referenceTo(spec.resource) };
    case 'boolean':
      return { label, source, format: yesNo };
    case 'enum':
    case 'enumList':
      return { label, source, format: humanized };
    default:
      return { label, source };
  }
}

/** The columns of a list built from its definition (RecordList): the fields it shows, in order. */
export const definitionColumns = (fields: { name: string; spec: FieldSpec }[]): ExportColumn[] =>
  fields.map(({ name, spec }) => fieldColumn(name, spec));

/** Whether the user may read a resource (an unknown one: no). */
export const canReadWith =
  (ability: AppAbility) =>
  (resource: string): boolean => {
    try {
      return ability.can('read', subjectOf(resource));
    } catch {
      return false;
    }
  };
