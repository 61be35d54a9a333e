import { ValidationError } from '@tams/domain';
import { courseOfferingIdOf } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import { ConflictError } from '../http/errors.js';
import { recordById as rowOf } from '../resources/recordReads.js';

/**
 * What a new offering takes from its course (courseNumber, name: the course's at the time), once the course
 * may be offered and is not offered in the period yet. A course or period that does not exist is left to
 * the reference check (400 "No course with this id").
 */
export async function newOfferingValues(
  db: ReadModels,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [course, period] = await Promise.all([
    rowOf(db, 'courses', values.CourseId),
    rowOf(db, 'academicPeriods', values.AcademicPeriodId),
  ]);
  if (!course) return {};
  const number = String(course.courseNumber);
  if (course.isActive === false)
    throw new ValidationError({ CourseId: `${number} is not active: activate it in the catalog first` });
  if (course.isOffered === false)
    throw new ValidationError({ CourseId: `${number} is marked as not offered in the catalog` });
  if (period) {
    const existing = await rowOf(db, 'courseOfferings', courseOfferingIdOf(course.id, period.id));
    if (existing) {
      const message = `${number} is already offered in ${String(period.name)}`;
      throw new ConflictError(message, { CourseId: message });
    }
  }
  return { courseNumber: course.courseNumber, name: course.name };
}
