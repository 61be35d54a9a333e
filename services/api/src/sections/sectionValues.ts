import { type FieldErrors, sections, ValidationError } from '@tams/domain';
import type { Kysely } from 'kysely';
import { type Row, recordById } from '../resources/recordReads.js';

const sameText = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/**
 * The server's values of a section and the rules across records (spec §3 Section, DESIGN §11). A new
 * section takes from its offering its period, course and defaultPoints (the offering's points), and when
 * left out its points (the same), its name (the course's) and its workgroup (the course's). Refused: a
 * term and teaching mode the offering does not run in, a section number another section of the offering
 * has in the same term, and an enrollment above the course's section maximum without the override. An
 * update checks only the rules whose fields it changes (a bulk change of points reads nothing).
 */
export async function sectionServerValues(
  db: Kysely<any>,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Record<string, unknown>> {
  const changes = (...names: string[]) =>
    !current || names.some((name) => name in values && values[name] !== current[name]);
  const rules = {
    termMode: changes('AcademicTermId', 'TeachingModeId'),
    number: changes('sectionNumber', 'AcademicTermId'),
    enrollment: changes('enrollment', 'enrollmentOverride'),
  };
  if (!rules.termMode && !rules.number && !rules.enrollment) return {};
  const offering = await recordById(db, 'courseOfferings', (current ?? values).CourseOfferingId);
  // no such offering: the reference check answers it
  if (!offering) return {};
  const course = await recordById(db, 'courses', offering.CourseId);
  const points = Number(offering.points);
  const derived: Record<string, unknown> = current
    ? {}
    : {
        AcademicPeriodId: offering.AcademicPeriodId,
        CourseId: offering.CourseId,
        defaultPoints: points,
        ...(values.points === undefined ? { points } : {}),
        ...(values.name === undefined ? { name: course?.name ?? offering.name } : {}),
        ...(values.WorkgroupId === undefined ? { WorkgroupId: course?.WorkgroupId ?? null } : {}),
      };
  const section = { ...current, ...values, ...derived };
  const errors: FieldErrors = {};
  const [termModeError, numberError] = await Promise.all([
    rules.termMode ? termModeErrorOf(db, section) : undefined,
    rules.number ? sectionNumberErrorOf(db, section, current?.id) : undefined,
  ]);
  if (termModeError) errors.AcademicTermId = termModeError;
  if (numberError) errors.sectionNumber = numberError;
  const maximum = course?.sectionMaxStudents;
  if (
    rules.enrollment &&
    typeof maximum === 'number' &&
    Number(section.enrollment ?? 0) > maximum &&
    section.enrollmentOverride !== true
  ) {
    errors.enrollment = `Above the course's section maximum of ${maximum} students: confirm the override to save`;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return derived;
}

async function termModeErrorOf(db: Kysely<any>, section: Record<string, unknown>) {
  if (typeof section.AcademicTermId !== 'string' || typeof section.TeachingModeId !== 'string') return;
  const termMode = await db
    .selectFrom('offeringTermModes')
    .select('id')
    .where('CourseOfferingId', '=', section.CourseOfferingId as string)
    .where('AcademicTermId', '=', section.AcademicTermId)
    .where('TeachingModeId', '=', section.TeachingModeId)
    .executeTakeFirst();
  if (!termMode)
    return 'The offering does not run in this term with this teaching mode: add the term mode to the offering first';
}

async function sectionNumberErrorOf(db: Kysely<any>, section: Record<string, unknown>, id?: string) {
  if (typeof section.sectionNumber !== 'string' || typeof section.AcademicTermId !== 'string') return;
  let others = db
    .selectFrom('sections')
    .select(['id', 'sectionNumber'])
    .where('CourseOfferingId', '=', section.CourseOfferingId as string)
    .where('AcademicTermId', '=', section.AcademicTermId);
  if (id) others = others.where('id', '<>', id);
  const taken = (await others.execute()).some((other) =>
    sameText(other.sectionNumber, section.sectionNumber),
  );
  if (taken) return sections.uniqueWithin[0].message;
}
