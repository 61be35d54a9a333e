import { valueList } from '../shared/referenceData.js';

/**
 * The terms of the five taxonomies of spec §3 (campuses, cohorts, majors, programs, specialties), which a
 * faculty profile lists. Enabling a taxonomy by its slug, and its screens, come with planning data.
 */
export const campuses = valueList('Campus', 'Campuses');
export const cohorts = valueList('Cohort', 'Cohorts');
export const majors = valueList('Major', 'Majors');
export const programs = valueList('Program', 'Programs');
export const specialties = valueList('Specialty', 'Specialties');
