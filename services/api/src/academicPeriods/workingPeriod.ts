import { ValidationError } from '@tams/domain';
import { academicPeriodExists, type ReadModels, workingPeriodOf } from '@tams/projections';
import { isUuid } from '../http/ids.js';

/**
 * The period a request asks for (`AcademicPeriodId`, refused with a 400 when it names no period), else the
 * user's working period; null when there is neither.
 */
export async function askedOrWorkingPeriodId(
  db: ReadModels,
  asked: unknown,
  userId: string,
): Promise<string | null> {
  if (asked === undefined || asked === null || asked === '')
    return (await workingPeriodOf(db, userId))?.id ?? null;
  if (!isUuid(asked) || !(await academicPeriodExists(db, asked)))
    throw new ValidationError({ AcademicPeriodId: 'No such academic period' });
  return asked;
}
