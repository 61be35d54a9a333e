import { ValidationError } from '@tams/domain';
import { type ReadModels, workingPeriodOf } from '@tams/projections';
import type { ScheduleFilter } from './scheduleFilter.js';

export interface ScheduleFrame {
  period: { id: string; name: string } | null;
  AcademicTermId?: string;
}

const refuse = (field: string, reason: string): never => {
  throw new ValidationError({ [field]: reason }, `Invalid schedule filter: ${field}: ${reason}`);
};

/**
 * The period (and term) a schedule is read for: the filter's period, else its term's, else the caller's
 * working period (none: no period). A period or term that does not exist, or a term of another period,
 * is a 400 on that field.
 */
export async function scheduleFrameOf(
  db: ReadModels,
  filter: ScheduleFilter,
  workingUserId: string,
): Promise<ScheduleFrame> {
  const term = filter.AcademicTermId
    ? await db
        .selectFrom('academicTerms')
        .select(['id', 'AcademicPeriodId'])
        .where('id', '=', filter.AcademicTermId)
        .executeTakeFirst()
    : undefined;
  if (filter.AcademicTermId && !term) refuse('AcademicTermId', 'No such academic term');
  const periodId = filter.AcademicPeriodId ?? term?.AcademicPeriodId;
  const period = periodId
    ? await db
        .selectFrom('academicPeriods')
        .select(['id', 'name'])
        .where('id', '=', periodId)
        .executeTakeFirst()
    : await workingPeriodOf(db, workingUserId);
  if (filter.AcademicPeriodId && !period) refuse('AcademicPeriodId', 'No such academic period');
  if (term && period && term.AcademicPeriodId !== period.id)
    refuse('AcademicTermId', `Not a term of the academic period ${String(period.name)}`);
  return {
    period: period ? { id: String(period.id), name: String(period.name) } : null,
    ...(term ? { AcademicTermId: String(term.id) } : {}),
  };
}
