import type { FieldErrors } from '../shared/errors.js';
import { sections } from './section.js';

/** A term and teaching mode an offering runs in (spec §3 termModes). */
export interface OfferedTermMode {
  AcademicTermId: string;
  TeachingModeId: string;
}

/**
 * What a section's rules need from its offering and course, read by the route before the command. The
 * period, course, points, name and workgroup complete a new section (newSectionValues); the term modes, the
 * section maximum and the offering's sections judge any section of it.
 */
export interface SectionOffering {
  AcademicPeriodId: string;
  CourseId: string;
  /** The offering's points: a new section's defaultPoints, and its points when left out. */
  points: number;
  /** The course's name (the offering's when the course is gone): a new section's name when left out. */
  name: string;
  /** The course's workgroup: a new section's workgroup when left out. */
  WorkgroupId: string | null;
  /** The course's section maximum of students; null: none. */
  sectionMaxStudents: number | null;
  termModes: readonly OfferedTermMode[];
  /** The offering's sections in every term (the one changed too): their numbers and terms. */
  sections: readonly { id: string; sectionNumber: string; AcademicTermId: string }[];
}

export const sectionRefusals = {
  termMode:
    'The offering does not run in this term with this teaching mode: add the term mode to the offering first',
  sectionNumber: sections.uniqueWithin[0].message,
  enrollment: (maximum: number) =>
    `Above the course's section maximum of ${maximum} students: confirm the override to save`,
  noOffering: 'No course offering with this id',
} as const;

/**
 * A new section's values completed from its offering (spec §3 Section): its period, course and
 * defaultPoints always; its points, name and workgroup when the client left them out.
 */
export function newSectionValues(
  values: Record<string, unknown>,
  offering: SectionOffering,
): Record<string, unknown> {
  return {
    ...values,
    AcademicPeriodId: offering.AcademicPeriodId,
    CourseId: offering.CourseId,
    defaultPoints: offering.points,
    ...(values.points === undefined ? { points: offering.points } : {}),
    ...(values.name === undefined ? { name: offering.name } : {}),
    ...(values.WorkgroupId === undefined ? { WorkgroupId: offering.WorkgroupId } : {}),
  };
}

const sameText = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/** The rules a section's values are judged by; `changed`: the fields the command changes (all on an add). */
export function sectionRuleErrors(
  id: string,
  section: Record<string, unknown>,
  changed: ReadonlySet<string>,
  offering: SectionOffering,
): FieldErrors {
  const changes = (...names: string[]) => names.some((name) => changed.has(name));
  const { AcademicTermId, TeachingModeId, sectionNumber } = section;
  const errors: FieldErrors = {};
  if (
    changes('AcademicTermId', 'TeachingModeId') &&
    typeof AcademicTermId === 'string' &&
    typeof TeachingModeId === 'string' &&
    !offering.termModes.some(
      (mode) => mode.AcademicTermId === AcademicTermId && mode.TeachingModeId === TeachingModeId,
    )
  )
    errors.AcademicTermId = sectionRefusals.termMode;
  if (
    changes('sectionNumber', 'AcademicTermId') &&
    typeof sectionNumber === 'string' &&
    typeof AcademicTermId === 'string' &&
    offering.sections.some(
      (other) =>
        other.id !== id &&
        other.AcademicTermId === AcademicTermId &&
        sameText(other.sectionNumber, sectionNumber),
    )
  )
    errors.sectionNumber = sectionRefusals.sectionNumber;
  const maximum = offering.sectionMaxStudents;
  if (
    changes('enrollment', 'enrollmentOverride') &&
    typeof maximum === 'number' &&
    Number(section.enrollment ?? 0) > maximum &&
    section.enrollmentOverride !== true
  )
    errors.enrollment = sectionRefusals.enrollment(maximum);
  return errors;
}
