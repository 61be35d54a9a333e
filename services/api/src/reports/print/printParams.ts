import { NotFoundError, ValidationError } from '@tams/domain';
import { academicPeriodById, type ReadModels, workingPeriodOf } from '@tams/projections';
import { isUuid } from '../../http/ids.js';

const asked = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An optional id parameter: undefined when absent, 400 naming it when it is not one id. */
export function optionalId(query: Record<string, unknown>, field: string): string | undefined {
  const value = query[field];
  if (!asked(value)) return undefined;
  if (!isUuid(value)) throw new ValidationError({ [field]: 'Not an id' });
  return value;
}

/**
 * The period a print report covers: `AcademicPeriodId` when asked (404 when no such period), else the
 * user's working period (400 when they have none, so the request must name one).
 */
export async function reportPeriod(db: ReadModels, query: Record<string, unknown>, workingUserId: string) {
  const id = optionalId(query, 'AcademicPeriodId');
  const period = id ? await academicPeriodById(db, id) : await workingPeriodOf(db, workingUserId);
  if (id && !period) throw new NotFoundError('academicPeriods', id);
  if (!period) throw new ValidationError({ AcademicPeriodId: 'No working period: name one' });
  return { id: period.id, name: String(period.name) };
}
