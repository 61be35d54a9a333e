import { derivedId } from '@tams/platform';

/**
 * The id of "course C offered in period P": a course is offered at most once per period, so a second
 * create (by hand, by a clone job, by the seed) finds the first one's stream instead of duplicating it.
 */
export const courseOfferingIdOf = (CourseId: string, AcademicPeriodId: string) =>
  derivedId('courseOffering', `${CourseId}:${AcademicPeriodId}`);
