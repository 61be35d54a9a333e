import { BusinessRuleError, ValidationError } from '@tams/domain';
import { sql } from 'kysely';
import type { ReadModels } from '@tams/projections';
import { type Row, recordById as rowOf } from '../resources/recordReads.js';

const countText = (count: number) => `${count} ${count === 1 ? 'section' : 'sections'}`;

/** How many sections of the term mode's offering are in its term with its teaching mode. */
async function sectionsUsing(db: ReadModels, termMode: Record<string, unknown>): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) from sections
    where "CourseOfferingId" = ${termMode.CourseOfferingId} and "AcademicTermId" = ${termMode.AcademicTermId}
      and "TeachingModeId" = ${termMode.TeachingModeId}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * A term mode's term must be one of its offering's period; on an update that moves it to another term or
 * teaching mode, no section may still be in the old one.
 */
export async function checkTermMode(
  db: ReadModels,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Record<string, unknown>> {
  const moved = ['AcademicTermId', 'TeachingModeId'].some(
    (name) => name in values && (!current || values[name] !== current[name]),
  );
  if (!moved) return {};
  const after = { ...current, ...values };
  const [offering, term] = await Promise.all([
    rowOf(db, 'courseOfferings', after.CourseOfferingId),
    rowOf(db, 'academicTerms', after.AcademicTermId),
  ]);
  if (offering && term && term.AcademicPeriodId !== offering.AcademicPeriodId) {
    const period = await rowOf(db, 'academicPeriods', offering.AcademicPeriodId);
    throw new ValidationError({
      AcademicTermId: `${String(term.name)} is not a term of ${String(period?.name)}, the period of this offering`,
    });
  }
  if (current) await refuseWhileSectionsUse(db, current, 'changed');
  return {};
}

/** A term mode that sections of the offering are in cannot go away (422 saying how many). */
export async function refuseWhileSectionsUse(
  db: ReadModels,
  termMode: Row,
  what: 'changed' | 'deleted' = 'deleted',
): Promise<void> {
  const count = await sectionsUsing(db, termMode);
  if (count === 0) return;
  throw new BusinessRuleError(
    `This term mode cannot be ${what}: ${countText(count)} of the offering ${count === 1 ? 'uses' : 'use'} it. Move ${count === 1 ? 'it' : 'them'} to another term mode or delete ${count === 1 ? 'it' : 'them'} first.`,
  );
}
