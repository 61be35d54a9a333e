import {
  childRecord,
  courseOfferings,
  meetings,
  type NewStream,
  newRecordStream,
  offeringTermModes,
  type RecordCommand,
  sections,
} from '@tams/domain';
import { courseOfferingIdOf, derivedId } from '@tams/platform';
import type { SourceOffering, SourceSection } from './sourcePages.js';
import type { TermTarget } from './termMapping.js';

export interface ClonePlan {
  /** The target record's id (its stream's root). */
  id: string;
  stream: NewStream;
  /** Children the stream creates (term modes, a meeting). */
  children: number;
  /** Children left behind, each with why. */
  left: { id: string; label: string; reason: string }[];
}

export const offeringLabel = (offering: SourceOffering) =>
  offering.courseNumber ?? offering.name ?? 'Offering';
export const sectionLabel = (section: SourceSection) =>
  `${section.courseNumber ?? 'Section'} section ${section.sectionNumber}`;

/** The target's id of a source record: follows from (source record, target period), so a rerun finds it. */
export const targetSectionIdOf = (sourceSectionId: string, targetPeriodId: string) =>
  derivedId('section', `${sourceSectionId}:${targetPeriodId}`);
const targetChildIdOf = (kind: string, sourceId: string, targetPeriodId: string) =>
  derivedId(kind, `${sourceId}:${targetPeriodId}`);

/**
 * The offering of the same course in the target period, with its term modes mapped by term type. A term
 * mode whose type the target lacks is left out (with the reason); two that map to the same (term, mode)
 * become one. Throws a domain error when the decider refuses the values.
 */
export function offeringPlan(
  source: SourceOffering,
  targetPeriodId: string,
  termTarget: (termId: string) => TermTarget,
): ClonePlan {
  const id = courseOfferingIdOf(source.CourseId, targetPeriodId);
  const label = `${offeringLabel(source)} term mode`;
  const left: ClonePlan['left'] = [];
  const taken = new Set<string>();
  const children: RecordCommand[] = [];
  for (const termMode of source.termModes) {
    const target = termTarget(termMode.AcademicTermId);
    if ('reason' in target) {
      left.push({ id: termMode.id, label, reason: target.reason });
      continue;
    }
    const key = `${target.termId}:${termMode.TeachingModeId}`;
    if (taken.has(key)) {
      left.push({
        id: termMode.id,
        label,
        reason: 'Another term mode maps to the same term and teaching mode',
      });
      continue;
    }
    taken.add(key);
    children.push(
      childRecord(offeringTermModes.name, targetChildIdOf('offeringTermMode', termMode.id, targetPeriodId), {
        CourseOfferingId: id,
        AcademicTermId: target.termId,
        TeachingModeId: termMode.TeachingModeId,
      }),
    );
  }
  const values = {
    CourseId: source.CourseId,
    AcademicPeriodId: targetPeriodId,
    courseNumber: source.courseNumber,
    name: source.name,
    points: source.points,
  };
  return {
    id,
    stream: newRecordStream(courseOfferings, id, values, children),
    children: children.length,
    left,
  };
}

/**
 * The section in the target period: the same number, name, points, workgroup and teaching mode, its term
 * mapped by type, enrollment 0 and no assignments (coverage starts fresh), and optionally its meeting
 * without `until` and `exceptions` (dates of the source period). Notes are not copied: they are about
 * that period's section.
 */
export function sectionPlan(
  source: SourceSection,
  targetPeriodId: string,
  targetTermId: string,
  defaultPoints: number,
  includeMeetings: boolean,
): ClonePlan {
  const id = targetSectionIdOf(source.id, targetPeriodId);
  const children: RecordCommand[] = [];
  const meeting = includeMeetings ? source.meeting : null;
  if (meeting) {
    children.push(
      childRecord(meetings.name, targetChildIdOf('meeting', meeting.id, targetPeriodId), {
        SectionId: id,
        days: meeting.days,
        startTime: meeting.startTime,
        endTime: meeting.endTime,
        frequency: meeting.frequency,
        occurrence: meeting.occurrence,
        description: meeting.description,
        LocationId: meeting.LocationId,
      }),
    );
  }
  const values = {
    CourseOfferingId: courseOfferingIdOf(source.CourseId, targetPeriodId),
    name: source.name,
    sectionNumber: source.sectionNumber,
    AcademicTermId: targetTermId,
    TeachingModeId: source.TeachingModeId,
    WorkgroupId: source.WorkgroupId,
    enrollment: 0,
    enrollmentOverride: false,
    defaultPoints,
    points: source.points,
    AcademicPeriodId: targetPeriodId,
    CourseId: source.CourseId,
  };
  return { id, stream: newRecordStream(sections, id, values, children), children: children.length, left: [] };
}
