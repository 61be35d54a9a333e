import { sections } from '@tams/domain';
import { useState } from 'react';
import { type RaRecord, SimpleForm, useRecordFromLocation, useSaveContext } from 'react-admin';
import { FormServerError } from '../shared/records/FormServerError';
import { RecordFormToolbar } from '../shared/records/RecordForm';
import { RecordInput } from '../shared/records/RecordInput';
import { EnrollmentConfirm, type PendingEnrollment } from './EnrollmentConfirm';
import { enrollmentMaximumOf } from './enrollmentMaximum';
import { NameFromOffering, OfferingInput, PointsInput } from './OfferingInputs';
import { TermModeInput } from './TermModeInput';

const { fields } = sections;

export interface SectionFormProps {
  mode: 'create' | 'edit';
  /** The period whose offerings may be chosen (create: the working one). */
  periodId: string | undefined;
}

/**
 * Create and edit of a section. An enrollment above the course's section maximum is refused by the server
 * unless confirmed: the form then asks, and "Save anyway" saves with the override (also a checkbox on edit).
 */
export function SectionForm({ mode, periodId }: SectionFormProps) {
  const { save } = useSaveContext();
  const fromOffering = useRecordFromLocation()?.CourseOfferingId !== undefined;
  const [pending, setPending] = useState<PendingEnrollment>();
  const submit = async (values: Partial<RaRecord>) => {
    const errors = await save?.(values);
    const maximum = values.enrollmentOverride === true ? undefined : enrollmentMaximumOf(errors);
    if (maximum === undefined) return errors;
    setPending({ values, maximum });
  };
  return (
    <SimpleForm onSubmit={submit} toolbar={<RecordFormToolbar mode={mode} />}>
      <FormServerError canReload={mode === 'edit'} />
      <OfferingInput periodId={periodId} fixed={mode === 'edit' || fromOffering} />
      {mode === 'create' && <NameFromOffering />}
      <TermModeInput />
      <RecordInput source="sectionNumber" spec={fields.sectionNumber} mode={mode} />
      <RecordInput source="name" spec={fields.name} mode={mode} />
      <RecordInput source="enrollment" spec={fields.enrollment} mode={mode} />
      {mode === 'edit' && (
        <RecordInput source="enrollmentOverride" spec={fields.enrollmentOverride} mode={mode} />
      )}
      <PointsInput mode={mode} />
      <RecordInput source="WorkgroupId" spec={fields.WorkgroupId} mode={mode} />
      <RecordInput source="notes" spec={fields.notes} mode={mode} />
      <EnrollmentConfirm pending={pending} onClose={() => setPending(undefined)} />
    </SimpleForm>
  );
}
