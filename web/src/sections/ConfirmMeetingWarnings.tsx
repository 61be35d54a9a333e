import type { ReactNode, RefObject } from 'react';
import { Form, useSaveContext } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { WarningsConfirm } from '../teachingAssignments/WarningsConfirm';
import type { AssignmentWarning } from '../teachingAssignments/teachingAssignmentApi';

/** A save the API held back (409 with warnings: a double-booked room or instructor) and what it sent. */
export interface HeldMeetingSave {
  data: Record<string, unknown>;
  warnings: AssignmentWarning[];
}

/**
 * Says why the meeting was not saved yet and lets the user save anyway (the same save, `?confirm=true`)
 * or go back to the form. Inside the meeting's form: its save and its errors.
 */
export function ConfirmMeetingWarnings({
  held,
  onDone,
}: {
  held: HeldMeetingSave | undefined;
  onDone(): void;
}) {
  const { save } = useSaveContext();
  const { clearErrors } = useFormContext();
  const close = () => {
    clearErrors('root');
    onDone();
  };
  return (
    <WarningsConfirm
      warnings={held?.warnings}
      intro="This meeting double-books:"
      confirmLabel="Save anyway"
      onConfirm={() => {
        close();
        if (held) void save?.(held.data, { meta: { confirm: true } });
      }}
      onCancel={close}
    />
  );
}

/**
 * The meeting's form. A save held for confirmation is no form error: its 409 would otherwise show above
 * the inputs and as an "invalid form" toast behind the confirmation. `holdingRef`: set when one is held.
 */
export function ConfirmableMeetingForm({
  holdingRef,
  children,
}: {
  holdingRef: RefObject<boolean>;
  children: ReactNode;
}) {
  const { save } = useSaveContext();
  const submit = async (values: FieldValues) => {
    holdingRef.current = false;
    const errors = await save?.(values);
    return holdingRef.current ? undefined : errors;
  };
  return <Form onSubmit={submit}>{children}</Form>;
}
