import { courseOfferings } from '../courseOfferings/courseOffering.js';
import { offeringTermModes } from '../courseOfferings/offeringTermMode.js';
import type { SectionOffering } from '../sections/sectionRules.js';
import { parseRecordInput } from '../shared/inputSchema.js';
import {
  decideImportedStream,
  type ExistingRecord,
  type ImportedRecord,
  type ImportedStream,
  refusalErrors,
  stateOfRecords,
} from './sisImportStreams.js';
import type { SisPlanContext } from './sisPlan.js';

/** A course as a section file needs it: to offer it, and to complete its new sections. */
export interface CourseFact {
  id: string;
  courseNumber: string;
  name: string;
  WorkgroupId: string | null;
  sectionMaxStudents: number | null;
  sectionCreditHours: number | null;
  isActive: boolean;
  isOffered: boolean;
}

/** An offering as it is, with its term modes and the numbers of its sections. */
export interface OfferingFact {
  record: ExistingRecord;
  termModes: ExistingRecord[];
  sections: { id: string; sectionNumber: string; AcademicTermId: string }[];
}

const trusted = { readOnlyKeys: new Set<string>(), trusted: true };

/**
 * The offerings a section file needs, gathered row by row: each offering made when the course is not
 * offered in the term's period yet (as POST /api/courseOfferings makes it: the course's number and name),
 * the term modes its sections need added, its points set by an `Offering Points` column.
 */
export class OfferingPlans {
  private readonly plans = new Map<
    string,
    { stream: ImportedStream; fact: SectionOffering; existing: OfferingFact | undefined }
  >();
  /** Lines that change an offering that exists (a term mode added, its points). */
  private readonly changedBy = new Set<number>();

  constructor(
    private readonly context: SisPlanContext,
    private readonly offerings: ReadonlyMap<string, OfferingFact>,
  ) {}

  /** The offering of a row's section, with its term mode; a reason when it cannot be offered. */
  need(
    id: string,
    course: CourseFact,
    periodId: string,
    termId: string,
    modeId: string,
    points: number | undefined,
    line: number,
  ): SectionOffering | string {
    let plan = this.plans.get(id);
    const existing = this.offerings.get(id);
    if (!plan) {
      if (!existing && !course.isActive)
        return `${course.courseNumber} is not active: activate it in the catalog first`;
      if (!existing && !course.isOffered)
        return `${course.courseNumber} is marked as not offered in the catalog`;
      const values = {
        CourseId: course.id,
        AcademicPeriodId: periodId,
        courseNumber: course.courseNumber,
        name: course.name,
        points: points ?? course.sectionCreditHours ?? 0,
      };
      const record: ImportedRecord = {
        resource: courseOfferings.name,
        id,
        create: parseRecordInput(courseOfferings.fields, values, 'create', trusted),
        update: points === undefined ? {} : { points },
      };
      const fact: SectionOffering = {
        AcademicPeriodId: periodId,
        CourseId: course.id,
        points: Number(existing?.record.values.points ?? record.create.points),
        name: course.name,
        WorkgroupId: course.WorkgroupId,
        sectionMaxStudents: course.sectionMaxStudents,
        termModes: (existing?.termModes ?? []).map((mode) => ({
          AcademicTermId: String(mode.values.AcademicTermId),
          TeachingModeId: String(mode.values.TeachingModeId),
        })),
        sections: existing?.sections ?? [],
      };
      const stream = { owner: courseOfferings, rootId: id, records: [record], lines: [], isNew: !existing };
      plan = { stream, fact, existing };
      this.plans.set(id, plan);
      if (existing && points !== undefined && points !== existing.record.values.points)
        this.changedBy.add(line);
    }
    plan.stream.lines.push(line);
    const runs = plan.fact.termModes.some((m) => m.AcademicTermId === termId && m.TeachingModeId === modeId);
    if (!runs) {
      (plan.fact.termModes as { AcademicTermId: string; TeachingModeId: string }[]).push({
        AcademicTermId: termId,
        TeachingModeId: modeId,
      });
      const values = { CourseOfferingId: id, AcademicTermId: termId, TeachingModeId: modeId };
      plan.stream.records.push({
        resource: offeringTermModes.name,
        id: this.context.newId('offeringTermMode', `${id}:${termId}:${modeId}`),
        create: parseRecordInput(offeringTermModes.fields, values, 'create', trusted),
        update: values,
      });
      if (plan.existing) this.changedBy.add(line);
    }
    return plan.fact;
  }

  /** Whether this line changes an offering that exists (a term mode added, its points). */
  changes(line: number): boolean {
    return this.changedBy.has(line);
  }

  /**
   * The offerings' streams that change anything, each decided as the app's commands decide it; the lines
   * of an offering its decider refuses get its reason.
   */
  streams(refused: (lines: readonly number[], reason: string) => void): ImportedStream[] {
    const streams: ImportedStream[] = [];
    for (const { stream, existing } of this.plans.values()) {
      const state = stateOfRecords(existing?.record, { offeringTermModes: existing?.termModes ?? [] });
      try {
        if (decideImportedStream(stream, state).length > 0) streams.push(stream);
      } catch (error) {
        const errors = refusalErrors(error);
        refused(stream.lines, Object.values(errors).join('; '));
      }
    }
    return streams;
  }
}
