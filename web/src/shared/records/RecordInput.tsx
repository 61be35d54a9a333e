import type { FieldSpec } from '@tams/domain';
import { resourceDefinition } from '@tams/domain';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateField,
  DateInput,
  Labeled,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { DateListInput } from './DateListInput';
import { validatorsOf } from './fieldValidation';
import { dateTimeOptions, humanize, locale } from './formatting';
import { recordNameOf } from './recordNames';

export interface RecordInputProps {
  source: string;
  spec: FieldSpec;
  /** Immutable fields are read-only once the record exists. */
  mode: 'create' | 'edit';
  /** Greyed out and left out of the saved values (the Developer menu's Formik Fields shows this state). */
  disabled?: boolean;
}

const choicesOf = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: humanize(value) }));

/** The input of one field, by its kind, with the API's own checks run in the browser first. */
export function RecordInput({ source, spec, mode, disabled = false }: RecordInputProps) {
  const common = {
    source,
    label: spec.label,
    validate: validatorsOf(spec),
    readOnly: mode === 'edit' && spec.immutable === true,
    ...(disabled ? { disabled } : {}),
    ...(spec.help ? { helperText: spec.help } : {}),
  };
  const { source: _source, ...referenceInputProps } = common;
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={spec.format === 'email' ? 'email' : undefined}
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
    case 'dateList':
      return <DateListInput source={source} spec={spec} readOnly={common.readOnly} disabled={disabled} />;
    case 'timestamp':
      // a moment the server records (a sign-in): shown once it exists, never typed in
      return mode === 'edit' ? (
        <Labeled label={spec.label}>
          <DateField source={source} locales={locale} options={dateTimeOptions} showTime emptyText="—" />
        </Labeled>
      ) : null;
    case 'reference':
      return (
        <ReferenceInput
          source={source}
          reference={spec.resource}
          sort={{ field: resourceDefinition(spec.resource).representation, order: 'ASC' }}
          perPage={50}
        >
          <AutocompleteInput
            {...referenceInputProps}
            optionText={recordNameOf(spec.resource)}
            sx={{ minWidth: 280 }}
          />
        </ReferenceInput>
      );
    case 'referenceList':
      return (
        <ReferenceArrayInput
          source={source}
          reference={spec.resource}
          sort={{ field: resourceDefinition(spec.resource).representation, order: 'ASC' }}
          perPage={100}
        >
          <AutocompleteArrayInput
            {...referenceInputProps}
            optionText={recordNameOf(spec.resource)}
            sx={{ minWidth: 280 }}
            // the chips of a locked list are inactive too: said so, as its input says it of itself
            {...(common.readOnly || disabled ? { slotProps: { chip: { 'aria-disabled': true } } } : {})}
          />
        </ReferenceArrayInput>
      );
    case 'enum':
      return <SelectInput {...common} choices={choicesOf(spec.values)} defaultValue={spec.default} />;
    case 'enumList':
      return <SelectArrayInput {...common} choices={choicesOf(spec.values)} />;
  }
}
