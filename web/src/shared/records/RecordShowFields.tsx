import type { ReactElement } from 'react';
import { Labeled, Loading, SimpleShowLayout } from 'react-admin';
import { RecordField } from './RecordField';
import { useRecordDefinition } from './useRecordDefinition';
import { useVisibleFields } from './useVisibleFields';

export interface RecordShowFieldsProps {
  /** Replaces how a field is shown, by field name. */
  cells?: Record<string, ReactElement>;
  /** Fields not to show (e.g. a child's parent, on the parent's page). */
  omit?: readonly string[];
}

/** Every field the user may read, labelled, in definition order. */
export function RecordShowFields({ cells = {}, omit = [] }: RecordShowFieldsProps) {
  const definition = useRecordDefinition();
  const { fields, isPending } = useVisibleFields(definition, 'show');
  if (isPending) return <Loading />;
  return (
    <SimpleShowLayout>
      {fields
        .filter(({ name }) => !omit.includes(name))
        .map(({ name, spec }) =>
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
