import { RecordCreate } from '../shared/records/RecordCreate';
import { RecordEdit } from '../shared/records/RecordEdit';
import { activeTaxonomyInputs } from '../taxonomies/activeTaxonomyInputs';

/** The generic forms, with the inputs of taxonomies that are switched off left out. */
export const FacultyProfileCreate = () => <RecordCreate inputs={activeTaxonomyInputs('create')} />;
export const FacultyProfileEdit = () => <RecordEdit inputs={activeTaxonomyInputs('edit')} />;
