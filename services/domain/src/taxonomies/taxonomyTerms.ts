import { referenceDataResource } from '../shared/referenceData.js';

/**
 * The terms of the five taxonomies of spec §3 (campuses, cohorts, majors, programs, specialties), which a
 * faculty profile lists. Enabling a taxonomy by its slug, and its screens, come with planning data.
 */
export const campuses = referenceDataResource({
  name: 'campuses',
  eventPrefix: 'Campus',
  streamPrefix: 'campus',
  labels: { one: 'Campus', many: 'Campuses' },
});

export const cohorts = referenceDataResource({
  name: 'cohorts',
  eventPrefix: 'Cohort',
  streamPrefix: 'cohort',
  labels: { one: 'Cohort', many: 'Cohorts' },
});

export const majors = referenceDataResource({
  name: 'majors',
  eventPrefix: 'Major',
  streamPrefix: 'major',
  labels: { one: 'Major', many: 'Majors' },
});

export const programs = referenceDataResource({
  name: 'programs',
  eventPrefix: 'Program',
  streamPrefix: 'program',
  labels: { one: 'Program', many: 'Programs' },
});

export const specialties = referenceDataResource({
  name: 'specialties',
  eventPrefix: 'Specialty',
  streamPrefix: 'specialty',
  labels: { one: 'Specialty', many: 'Specialties' },
});
