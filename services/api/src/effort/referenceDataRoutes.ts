import type Router from '@koa/router';
import { effortPayPeriods, effortReferenceResources } from '@tams/domain';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Row } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The academic period holding most of the days from `startDate` to `endDate` (the earlier one on a tie). */
export async function academicPeriodOfDays(
  db: Kysely<any>,
  startDate: string,
  endDate: string,
): Promise<string | undefined> {
  const overlapDays = sql<number>`least("endDate", ${endDate}::date) - greatest("startDate", ${startDate}::date)`;
  const row = await db
    .selectFrom('academicPeriods')
    .select('id')
    .where('startDate', '<=', sql<string>`${endDate}::date`)
    .where('endDate', '>=', sql<string>`${startDate}::date`)
    .orderBy(overlapDays, 'desc')
    .orderBy('startDate')
    .executeTakeFirst();
  return row?.id as string | undefined;
}

/**
 * A pay period left without an academic period gets the one most of its days fall in (none when no period
 * overlaps its dates); one the client names stays as given.
 */
async function payPeriodValues(
  db: Kysely<any>,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Record<string, unknown>> {
  const merged = { ...current, ...values };
  if (!isEmpty(merged.AcademicPeriodId)) return {};
  const { startDate, endDate } = merged;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || endDate < startDate) return {};
  const AcademicPeriodId = await academicPeriodOfDays(db, startDate, endDate);
  return AcademicPeriodId ? { AcademicPeriodId } : {};
}

/** The effort reference data (DESIGN §14): the generic record routes, pay periods placed in their period. */
export function effortReferenceDataRoutes(router: Router, deps: AppContext): void {
  for (const definition of effortReferenceResources) {
    recordRoutes(
      router,
      deps,
      definition,
      definition === effortPayPeriods
        ? { serverValues: (_ctx, values, current) => payPeriodValues(deps.db, values, current) }
        : {},
    );
  }
}
