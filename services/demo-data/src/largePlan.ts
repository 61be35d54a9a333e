import { courses as courseDefinition, newRecordStream, type NewStream } from '@tams/domain';
import { periodIdOf, termsOf } from './demoTerms.js';
import { demoId } from './ids.js';
import { type Pattern, slotsOf } from './meetingSlots.js';
import {
  offeringStream,
  type PlannedCourse,
  randomOf,
  sectionStream,
  type TermMode,
} from './planningRecords.js';
import { demoLocations, teachingModeIds } from './referenceData.js';

const modes = [teachingModeIds.inPerson, teachingModeIds.online, teachingModeIds.hybrid];

/**
 * `count` generated sections in the period starting in `year`, for the list benchmarks (DESIGN §12: every
 * filter x sort at 50k sections): offerings of the first courses (count/2 of them, or all when fewer), each
 * with one section in each of two or three terms (fall, spring, summer: as many as `count` needs), every one
 * with a weekly meeting (in one of the demo rooms unless online). Plan only courses that may be offered.
 * Modes, rooms, times and enrollments are drawn at random (the same on every run), so that they do not
 * follow from the course's place in the list, and so from its workgroup, by accident of arithmetic.
 */
export function largePlanStreams(
  courses: readonly PlannedCourse[],
  year: number,
  count = 50_000,
): NewStream[] {
  const offerings = Math.min(courses.length, Math.ceil(count / 2));
  const perOffering = Math.ceil(count / offerings);
  if (perOffering > 3) throw new Error(`${count} sections need ${Math.ceil(count / 3)} courses`);
  const periodId = periodIdOf(year);
  const terms = termsOf(year).slice(0, perOffering);
  const streams: NewStream[] = [];
  let planned = 0;
  const random = randomOf(year * 7919);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < offerings; i++) {
    const course = courses[i]!;
    const termModes: TermMode[] = terms.map((term) => ({ term, TeachingModeId: pick(modes) }));
    streams.push(offeringStream(course, periodId, termModes));
    for (const [t, termMode] of termModes.entries()) {
      if (planned++ >= count) break;
      const pattern: Pattern = random() < 0.5 ? 'MWF' : 'TR';
      const online = termMode.TeachingModeId === teachingModeIds.online;
      const maximum = Math.max(course.sectionMaxStudents, 1);
      const over = random() < 0.01;
      streams.push(
        sectionStream({
          course,
          periodId,
          termMode,
          sectionNumber: `${t}${String((i % 9) + 1).padStart(2, '0')}`,
          name: course.name,
          enrollment: over ? maximum + 1 : Math.floor(random() * maximum),
          enrollmentOverride: over,
          points: random() < 0.2 ? Math.max(course.points - 1, 0) : course.points,
          notes: i % 10 === 0 ? `Generated section ${i}, ${termMode.term.name}` : null,
          slot: pick(slotsOf[pattern]),
          LocationId: online ? null : pick(demoLocations).id,
          description: online ? 'Online' : null,
        }),
      );
    }
  }
  return streams;
}

const subjects = ['ANTH', 'ARTS', 'ECON', 'GEOG', 'HIST', 'LING', 'MUSC', 'PHIL', 'POLS', 'PSYC'];
const topics = [
  'Seminar',
  'Studio',
  'Laboratory',
  'Workshop',
  'Topics',
  'Methods',
  'Practicum',
  'Colloquium',
];

/** The large scale: 50 000 generated courses and 50 000 sections of them in the period starting in `year`. */
export function largeScaleStreams(workgroupIds: readonly string[], year: number): NewStream[] {
  const streams: NewStream[] = [];
  const planned: PlannedCourse[] = [];
  for (let i = 0; i < 50_000; i++) {
    const subject = subjects[i % subjects.length]!;
    const number = 1000 + Math.floor(i / subjects.length);
    const course = {
      id: demoId('course', `large:${i}`),
      courseNumber: `${subject} ${number}`,
      name: `${topics[i % topics.length]} in ${subject} ${number % 97}`,
      WorkgroupId: workgroupIds[i % workgroupIds.length]!,
      sectionMaxStudents: 10 + (i % 200),
      points: (i % 4) + 1,
    };
    // only active, offered courses are offered
    if (i % 7 !== 0 && i % 11 !== 0) planned.push(course);
    const { id, points, ...values } = course;
    streams.push(
      newRecordStream(courseDefinition, id, {
        ...values,
        unitsMax: (i % 5) + 1,
        sectionCreditHours: points,
        isActive: i % 11 !== 0,
        isOffered: i % 7 !== 0,
      }),
    );
  }
  return [...streams, ...largePlanStreams(planned, year)];
}
