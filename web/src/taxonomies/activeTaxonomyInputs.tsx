import { facultyProfiles, type FieldSpec } from '@tams/domain';
import type { ReactElement } from 'react';
import { RecordInput } from '../shared/records/RecordInput';
import { isTaxonomySlug, useTaxonomies } from './useTaxonomies';

interface TaxonomyInputProps {
  source: string;
  spec: FieldSpec & { kind: 'referenceList' };
  mode: 'create' | 'edit';
}

/** A taxonomy's input on a form, only while the taxonomy is enabled (its values are kept either way). */
function EnabledTaxonomyInput({ source, spec, mode }: TaxonomyInputProps) {
  const { bySlug } = useTaxonomies();
  if (!isTaxonomySlug(spec.resource) || !bySlug.get(spec.resource)?.isActive) return null;
  return <RecordInput source={source} spec={spec} mode={mode} />;
}

/**
 * The `inputs` of a faculty profile form for its taxonomy fields (CampusIds, ProgramIds, ...): each shown
 * only while its taxonomy is active (spec §3).
 */
export function activeTaxonomyInputs(mode: 'create' | 'edit'): Record<string, ReactElement> {
  return Object.fromEntries(
    Object.entries(facultyProfiles.fields).flatMap(([source, spec]) =>
      spec.kind === 'referenceList' && isTaxonomySlug(spec.resource)
        ? [[source, <EnabledTaxonomyInput key={source} source={source} spec={spec} mode={mode} />]]
        : [],
    ),
  );
}
