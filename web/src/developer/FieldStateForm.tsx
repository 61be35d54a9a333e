import { useEffect } from 'react';
import { Form, RecordContextProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RecordInput } from '../shared/records/RecordInput';
import type { GalleryField, GalleryRecords } from './galleryFields';
import type { GalleryState } from './galleryStates';

const source = 'value';

/**
 * Runs the form's own submit once, with nothing to save: the inputs' checks run and their messages show
 * as after a refused save. No focus moves and no "the form is not valid" toast (see the form's props).
 */
function SubmitOnce() {
  const { handleSubmit } = useFormContext();
  useEffect(() => {
    // after the form's own first reset (an effect of its parent, which runs after this one)
    const timer = setTimeout(() => void handleSubmit(() => undefined)(), 0);
    return () => clearTimeout(timer);
  }, [handleSubmit]);
  return null;
}

function valueIn(state: GalleryState, entry: GalleryField, records: GalleryRecords): unknown {
  if (state === 'empty') return undefined;
  return state === 'error' ? entry.invalid(records) : entry.filled(records);
}

/**
 * One field in one state, in a form of its own (each state keeps its own values and errors), through the
 * generic forms' RecordInput, on edit (where a server-set timestamp shows): read-only is an immutable field
 * there, as the record forms make it.
 */
export function FieldStateForm({
  entry,
  state,
  records,
}: {
  entry: GalleryField;
  state: GalleryState;
  records: GalleryRecords;
}) {
  const value = valueIn(state, entry, records);
  const record = { id: `gallery-${entry.id}-${state}`, ...(value === undefined ? {} : { [source]: value }) };
  const spec = state === 'readOnly' ? { ...entry.spec, immutable: true } : entry.spec;
  return (
    <RecordContextProvider value={record}>
      <Form
        record={record}
        onSubmit={() => undefined}
        shouldFocusError={false}
        disableInvalidFormNotification
      >
        <RecordInput source={source} spec={spec} mode="edit" disabled={state === 'disabled'} />
        {state === 'error' && <SubmitOnce />}
      </Form>
    </RecordContextProvider>
  );
}
