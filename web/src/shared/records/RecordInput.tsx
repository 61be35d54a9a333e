import type { FieldSpec } from '@tams/domain';
import { resourceDefinition } from '@tams/domain';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { validatorsOf } from './fieldValidation';
import { humanize } from './formatting';

export interface RecordInputProps {
  source: string;
  spec: FieldSpec;
  /** Immutable fields are read-only once the record exists. */
  mode: 'create' | 'edit';
}

const choicesOf = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: humanize(value) }));

/** The input of one field, by its kind, with the API's own checks run in the browser first. */
export function RecordInput({ source, spec, mode }: RecordInputProps) {
  const common = {
    source,
    label: spec.label,
    validate: validatorsOf(spec),
    readOnly: mode === 'edit' && spec.immutable === true,
    ...(spec.help ? { helperText: spec.help } : {}),
  };
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          multiline={spec.multiline}
          minRows={spec.multiline ? 3 : undefined}
          fullWidth={spec.multiline}
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          min={spec.min}
          max={spec.max}
          step={spec.kind === 'integer' ? 1 : 'any'}
          defaultValue={spec.default}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} defaultValue={spec.default} />;
    case 'date':
      return <DateInput {...common} />;
    case 'reference': {
      const target = resourceDefinition(spec.resource);
      const { source: _source, ...inputProps } = common;
      return (
        <ReferenceInput
          source={source}
          reference={spec.resource}
          sort={{ field: target.representation, order: 'ASC' }}
          perPage={50}
        >
          <AutocompleteInput {...inputProps} sx={{ minWidth: 280 }} />
        </ReferenceInput>
      );
    }
    case 'enum':
      return <SelectInput {...common} choices={choicesOf(spec.values)} defaultValue={spec.default} />;
    case 'enumList':
      return <SelectArrayInput {...common} choices={choicesOf(spec.values)} />;
  }
}
