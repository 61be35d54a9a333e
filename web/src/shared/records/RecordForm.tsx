import { Fragment, type ReactElement } from 'react';
import { Loading, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';
import { FormServerError } from './FormServerError';
import { RecordInput } from './RecordInput';
import { useRecordDefinition } from './useRecordDefinition';
import { useVisibleFields } from './useVisibleFields';

export interface RecordFormProps {
  mode: 'create' | 'edit';
  /** Replaces the input of a field, by field name (e.g. roles with their readable names). */
  inputs?: Record<string, ReactElement>;
}

/** Save, and on edit delete (after a confirmation). */
export function RecordFormToolbar({ mode }: Pick<RecordFormProps, 'mode'>) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && <DeleteRecordButton />}
    </Toolbar>
  );
}

/** Create and edit share this form: an input per settable field; the server's refusals shown in place. */
export function RecordForm({ mode, inputs = {} }: RecordFormProps) {
  const definition = useRecordDefinition();
  const { fields, isPending } = useVisibleFields(definition, mode);
  if (isPending) return <Loading />;
  return (
    <SimpleForm toolbar={<RecordFormToolbar mode={mode} />}>
      <FormServerError canReload={mode === 'edit'} />
      {fields.map(({ name, spec }) =>
        inputs[name] ? (
          <Fragment key={name}>{inputs[name]}</Fragment>
        ) : (
          <RecordInput key={name} source={name} spec={spec} mode={mode} />
        ),
      )}
    </SimpleForm>
  );
}
