import { childRecord, courseOfferings, newRecordStream, type NewStream, sections } from '@tams/domain';
import { courseOfferingIdOf } from '@tams/platform';
import type { DemoTerm } from './demoTerms.js';
import { demoId } from './ids.js';
import { holidayExceptions, type Slot } from './meetingSlots.js';

/** What planning needs of a catalog course. */
export interface PlannedCourse {
  id: string;
  courseNumber: string;
  name: string;
  WorkgroupId: string;
  sectionMaxStudents: number;
  /** Its offerings' points (each new section starts with them): the course's credit hours. */
  points: number;
}

export interface TermMode {
  term: DemoTerm;
  TeachingModeId: string;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32): the same seed, the same demo. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A course offered in a period with its term modes, as the server makes it (courseNumber, name copied). */
export function offeringStream(course: PlannedCourse, periodId: string, termModes: TermMode[]): NewStream {
  const id = courseOfferingIdOf(course.id, periodId);
  return newRecordStream(
    courseOfferings,
    id,
    {
      CourseId: course.id,
      AcademicPeriodId: periodId,
      courseNumber: course.courseNumber,
      name: course.name,
      points: course.points,
    },
    termModes.map(({ term, TeachingModeId }) =>
      childRecord('offeringTermModes', demoId('offeringTermMode', `${id}:${term.id}:${TeachingModeId}`), {
        CourseOfferingId: id,
        AcademicTermId: term.id,
        TeachingModeId,
      }),
    ),
  );
}

export interface PlannedSection {
  course: PlannedCourse;
  periodId: string;
  termMode: TermMode;
  sectionNumber: string;
  name: string;
  enrollment: number;
  enrollmentOverride: boolean;
  points: number;
  notes: string | null;
  slot: Slot;
  LocationId: string | null;
  description: string | null;
}

/**
 * A section with its meeting in its stream. What the server derives is set as it would: the period and
 * course from the offering, defaultPoints = the offering's points, the course's workgroup.
 */
export function sectionStream(planned: PlannedSection): NewStream {
  const { course, periodId, termMode, slot } = planned;
  const CourseOfferingId = courseOfferingIdOf(course.id, periodId);
  const id = demoId('section', `${CourseOfferingId}:${planned.sectionNumber}`);
  return newRecordStream(
    sections,
    id,
    {
      CourseOfferingId,
      name: planned.name,
      sectionNumber: planned.sectionNumber,
      AcademicTermId: termMode.term.id,
      TeachingModeId: termMode.TeachingModeId,
      WorkgroupId: course.WorkgroupId,
      enrollment: planned.enrollment,
      enrollmentOverride: planned.enrollmentOverride,
      defaultPoints: course.points,
      points: planned.points,
      notes: planned.notes,
      AcademicPeriodId: periodId,
      CourseId: course.id,
    },
    [
      childRecord('meetings', demoId('meeting', id), {
        SectionId: id,
        ...slot,
        frequency: 'weekly',
        until: termMode.term.endDate,
        exceptions: holidayExceptions(termMode.term, slot.days),
        description: planned.description,
        LocationId: planned.LocationId,
      }),
    ],
  );
}
