import { referenceDataResource } from '../shared/referenceData.js';

export const academicTermTypes = referenceDataResource({
  name: 'academicTermTypes',
  eventPrefix: 'AcademicTermType',
  streamPrefix: 'academicTermType',
  labels: { one: 'Academic Term Type', many: 'Academic Term Types' },
});
