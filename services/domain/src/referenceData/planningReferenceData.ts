import { referenceDataResource, valueList } from '../shared/referenceData.js';

/** The value lists planning draws on (spec §2 Configuration submenu). */
export const teachingModes = valueList('Teaching Mode', 'Teaching Modes');
export const assignmentTypes = valueList('Assignment Type', 'Assignment Types');
export const pointTypes = valueList('Point Type', 'Point Types');
/** Governed by AdminAssignmentType (spec §6), not by Configuration like the others. */
export const administrativeAssignmentTypes = referenceDataResource({
  name: 'administrativeAssignmentTypes',
  eventPrefix: 'AdministrativeAssignmentType',
  streamPrefix: 'administrativeAssignmentType',
  labels: { one: 'Admin Assignment Type', many: 'Admin Assignment Types' },
});

/** In this order (the order of the valueLists read model's tables): a new one goes at the end. */
export const planningValueLists = [
  teachingModes,
  assignmentTypes,
  pointTypes,
  administrativeAssignmentTypes,
] as const;
