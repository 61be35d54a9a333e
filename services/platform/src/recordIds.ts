import { v5 as uuidv5 } from 'uuid';
import { derivedId } from './derivedId.js';

/**
 * The id of "course C offered in period P": a course is offered at most once per period, so a second
 * create (by hand, by a clone job, by the seed) finds the first one's stream instead of duplicating it.
 */
export const courseOfferingIdOf = (CourseId: string, AcademicPeriodId: string) =>
  derivedId('courseOffering', `${CourseId}:${AcademicPeriodId}`);

/** Fixed namespace: a setting's stream id follows from its machineName, on every installation. */
const settingNamespace = '6f0d3e39-6a2f-5c1e-9a55-1f2b8f6c0a11';
export const settingIdOf = (machineName: string) => uuidv5(machineName, settingNamespace);
