import { useState } from 'react';
import { Confirm, type RaRecord, setSubmissionErrors, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';

export interface PendingEnrollment {
  values: Partial<RaRecord>;
  maximum: number;
}

/**
 * Asks before saving an enrollment above the course's section maximum; "Save anyway" saves again with the
 * override confirmed. Inside the form, so whatever the server refuses then lands on the inputs.
 */
export function EnrollmentConfirm({ pending, onClose }: { pending?: PendingEnrollment; onClose(): void }) {
  const { save } = useSaveContext();
  const { setError, setValue } = useFormContext();
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!pending || !save) return;
    setSaving(true);
    setValue('enrollmentOverride', true, { shouldDirty: true });
    const errors = await save({ ...pending.values, enrollmentOverride: true });
    setSaving(false);
    onClose();
    if (errors) setSubmissionErrors(errors as Record<string, unknown>, setError);
  };
  return (
    <Confirm
      isOpen={pending !== undefined}
      loading={saving}
      title="Enrollment above the course's maximum"
      content={`Enrollment is above the course's maximum of ${pending?.maximum ?? ''}. Save anyway?`}
      confirm="Save anyway"
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
