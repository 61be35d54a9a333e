import type { ReactElement } from 'react';
import { Labeled, Loading, SimpleShowLayout } from 'react-admin';
import { RecordField } from './RecordField';
import { useRecordDefinition } from './useRecordDefinition';
import { useVisibleFields } from './useVisibleFields';

export interface RecordShowFieldsProps {
  /** Replaces how a field is shown, by field name. */
  cells?: Record<string, ReactElement>;
}

/** Every field the user may read, labelled, in definition order. */
export function RecordShowFields({ cells = {} }: RecordShowFieldsProps) {
  const definition = useRecordDefinition();
  const { fields, isPending } = useVisibleFields(definition, 'show');
  if (isPending) return <Loading />;
  return (
    <SimpleShowLayout>
      {fields.map(({ name, spec }) =>
        cells[name] ? (
          <Labeled key={name} label={spec.label}>
            {cells[name]}
          </Labeled>
        ) : (
          <RecordField key={name} source={name} spec={spec} label={spec.label} />
        ),
      )}
    </SimpleShowLayout>
  );
}
