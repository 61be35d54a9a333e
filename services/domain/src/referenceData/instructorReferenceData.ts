import { valueList } from '../shared/referenceData.js';

/** The value lists a faculty profile draws on (spec §3 Faculty profile); their screens are Configuration's. */
export const instructorTypes = valueList('Instructor Type', 'Instructor Types');
export const divisions = valueList('Division', 'Divisions');
export const tracks = valueList('Track', 'Tracks');
export const ranks = valueList('Rank', 'Ranks');
