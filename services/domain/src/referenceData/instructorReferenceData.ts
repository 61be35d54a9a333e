import { referenceDataResource } from '../shared/referenceData.js';

/** The value lists a faculty profile draws on (spec §3 Faculty profile); their screens are Configuration's. */
export const instructorTypes = referenceDataResource({
  name: 'instructorTypes',
  eventPrefix: 'InstructorType',
  streamPrefix: 'instructorType',
  labels: { one: 'Instructor Type', many: 'Instructor Types' },
});

export const divisions = referenceDataResource({
  name: 'divisions',
  eventPrefix: 'Division',
  streamPrefix: 'division',
  labels: { one: 'Division', many: 'Divisions' },
});

export const tracks = referenceDataResource({
  name: 'tracks',
  eventPrefix: 'Track',
  streamPrefix: 'track',
  labels: { one: 'Track', many: 'Tracks' },
});

export const ranks = referenceDataResource({
  name: 'ranks',
  eventPrefix: 'Rank',
  streamPrefix: 'rank',
  labels: { one: 'Rank', many: 'Ranks' },
});
