import { sections } from '@tams/domain';
import { useEffect } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { courseChoiceName } from '../courseOfferings/courseChoiceName';
import { validatorsOf } from '../shared/records/fieldValidation';
import { formatNumber } from '../shared/records/formatting';

const { CourseOfferingId, points } = sections.fields;
/** Left empty on create, a section takes its offering's points (the server's default). */
const optionalPoints = { ...points, required: false };

/** The offering whose section this is (the period's offerings); fixed once chosen or when opened from it. */
export function OfferingInput({ periodId, fixed }: { periodId: string | undefined; fixed: boolean }) {
  return (
    <ReferenceInput
      source="CourseOfferingId"
      reference="courseOfferings"
      filter={periodId ? { AcademicPeriodId: periodId } : undefined}
      sort={{ field: 'courseNumber', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        label={CourseOfferingId.label}
        optionText={courseChoiceName}
        validate={validatorsOf(CourseOfferingId)}
        readOnly={fixed}
        sx={{ minWidth: 360 }}
      />
    </ReferenceInput>
  );
}

const useOffering = () => {
  const offeringId = useWatch({ name: 'CourseOfferingId' }) as string | undefined;
  return useGetOne('courseOfferings', { id: offeringId! }, { enabled: Boolean(offeringId) }).data;
};

/** On create, a section is named like its course until someone names it otherwise. */
export function NameFromOffering() {
  const offering = useOffering();
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (offering?.name && !getValues('name')) setValue('name', offering.name, { shouldDirty: true });
  }, [offering, getValues, setValue]);
  return null;
}

/** The section's points; the offering's points show as what an empty input means (create) or as a hint. */
export function PointsInput({ mode }: { mode: 'create' | 'edit' }) {
  const offering = useOffering();
  const offered = offering ? formatNumber(Number(offering.points)) : undefined;
  const hint =
    offered === undefined
      ? undefined
      : mode === 'create'
        ? `Leave empty for the offering's ${offered} points`
        : `The offering's points: ${offered}`;
  return (
    <NumberInput
      source="points"
      label={points.label}
      validate={validatorsOf(mode === 'create' ? optionalPoints : points)}
      min={points.min}
      max={points.max}
      step="any"
      placeholder={offered}
      helperText={hint}
    />
  );
}
