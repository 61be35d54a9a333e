import type { ResourceDefinition } from '@tams/domain';
import { resourceDefinition } from '@tams/domain';
import type { ReactElement } from 'react';
import { AutocompleteInput, DateInput, NullableBooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { humanize } from './formatting';
import { listSearchInput } from './listSearchInput';
import { recordNameOf } from './recordNames';
import type { RecordFieldEntry } from './useVisibleFields';

export interface RecordFilterOptions {
  /** Narrows a reference filter's choices, by field name (e.g. only the working period's terms). */
  choicesFilter?: Record<string, Record<string, unknown>>;
}

/**
 * The list filters of a resource: the free-text search (`q`) always shown, and one optional filter per
 * reference, boolean and enum column (equality on the API; enum and reference lists filter with
 * `contains`, a moment with `gte`).
 */
export function recordFilters(
  definition: ResourceDefinition,
  fields: RecordFieldEntry[],
  { choicesFilter = {} }: RecordFilterOptions = {},
): ReactElement[] {
  // a resource's search text says what it holds (its help): the field shows it, its name says it in full
  const searched = Object.values({ ...definition.fields, ...definition.computed }).find(
    (spec) => spec.kind === 'text' && spec.searchText,
  )?.help;
  const search = searched
    ? listSearchInput(searched, `Search ${definition.labels.many} by ${searched.toLowerCase()}`)
    : listSearchInput(`Search ${definition.labels.many}`);
  const others = fields.flatMap(({ name, spec }): ReactElement[] => {
    switch (spec.kind) {
      case 'reference':
      case 'referenceList': {
        // one record: equal to it; a list of records: containing it
        const target = resourceDefinition(spec.resource);
        return [
          <ReferenceInput
            key={name}
            source={spec.kind === 'reference' ? name : `${name}.contains`}
            reference={spec.resource}
            label={spec.label}
            sort={{ field: target.representation, order: 'ASC' }}
            filter={choicesFilter[name]}
          >
            <AutocompleteInput
              label={spec.label}
              optionText={recordNameOf(spec.resource)}
              sx={{ minWidth: 240 }}
            />
          </ReferenceInput>,
        ];
      }
      case 'timestamp':
        return [<DateInput key={name} source={`${name}.gte`} label={`${spec.label} on or after`} />];
      case 'boolean':
        return [<NullableBooleanInput key={name} source={name} label={spec.label} />];
      case 'enum':
        return [
          <SelectInput
            key={name}
            source={name}
            label={spec.label}
            choices={spec.values.map((value) => ({ id: value, name: humanize(value) }))}
          />,
        ];
      case 'enumList':
        return [
          <SelectInput
            key={name}
            source={`${name}.contains`}
            label={spec.label}
            choices={spec.values.map((value) => ({ id: value, name: humanize(value) }))}
          />,
        ];
      default:
        return [];
    }
  });
  return [search, ...others];
}
