import { field } from '../shared/fields.js';
import { valueList } from '../shared/referenceData.js';

/** The value lists a faculty profile draws on (spec §3 Faculty profile); their screens are Configuration's. */
/** An instructor type sets the points its faculty owe in a period unless their financial data says otherwise. */
export const instructorTypes = valueList('Instructor Type', 'Instructor Types', {
  defaultPointsRequired: field.decimal('Default Points Required', {
    max: 1000,
    help: 'Required points per academic period of faculty of this type, unless set for them',
  }),
});
export const divisions = valueList('Division', 'Divisions');
export const tracks = valueList('Track', 'Tracks');
export const ranks = valueList('Rank', 'Ranks');

/** In this order (the order of the valueLists read model's tables): a new one goes at the end. */
export const instructorValueLists = [instructorTypes, divisions, tracks, ranks] as const;
