import { type DemoTerm, periodIdOf, termsOf } from './demoTerms.js';
import { type Pattern, RoomBook, slotsOf } from './meetingSlots.js';
import { offeringStream, type PlannedCourse, randomOf, sectionStream } from './planningRecords.js';
import { demoLocations, teachingModeIds } from './referenceData.js';
import type { NewStream } from '@tams/domain';

/** A catalog course as the demo plans it: its level (1 for 100-level), a lab for science intros, its building. */
export interface DemoCourse extends PlannedCourse {
  level: number;
  lab: boolean;
  building: string;
}

const notes = [
  'Needs a room with a document camera',
  'Reserved seats for majors until the second week',
  'Common final exam with the other sections',
  'Cross-listed with the honors program',
  'Team-taught this year',
];

/**
 * The term modes and sections of one course in one period: 100-level courses run in fall and spring with
 * three sections each (science: two lectures and a lab) and every other one online in summer; 200-level
 * courses run three sections over fall and spring; the rest run one section in one term.
 */
function courseTerms(course: DemoCourse, index: number, terms: DemoTerm[]) {
  const [fall, spring, summer] = terms as [DemoTerm, DemoTerm, DemoTerm];
  const { inPerson, online, hybrid } = teachingModeIds;
  if (course.level === 1) {
    return [
      { term: fall, TeachingModeId: inPerson, sections: 3 },
      { term: spring, TeachingModeId: inPerson, sections: 3 },
      ...(index % 2 === 0 ? [{ term: summer, TeachingModeId: online, sections: 1 }] : []),
    ];
  }
  if (course.level === 2) {
    const mode = index % 4 === 3 ? hybrid : inPerson;
    return [
      { term: fall, TeachingModeId: mode, sections: index % 2 === 0 ? 2 : 1 },
      { term: spring, TeachingModeId: mode, sections: index % 2 === 0 ? 1 : 2 },
    ];
  }
  const mode = index % 6 === 5 ? online : index % 7 === 6 ? hybrid : inPerson;
  return [{ term: index % 2 === 0 ? fall : spring, TeachingModeId: mode, sections: 1 }];
}

/**
 * One period's offerings (with term modes) and sections (each with a meeting), the same on every run:
 * rooms booked without clashes except for every 25th course taught in person in a term, whose first section
 * takes the room and time of the section booked before it, another course's (the schedule's conflicts); every 40th lecture enrolled above its maximum with the override.
 */
export function periodPlanStreams(
  year: number,
  courses: readonly DemoCourse[],
  options: { offered?: (index: number) => boolean; sections?: boolean } = {},
): NewStream[] {
  const { offered = () => true, sections: withSections = true } = options;
  const periodId = periodIdOf(year);
  const terms = termsOf(year);
  const books = new Map(terms.map((term) => [term.id, new RoomBook(demoLocations)]));
  const random = randomOf(year);
  const streams: NewStream[] = [];
  let firstInPerson = 0;
  let lectureCount = 0;
  for (const [index, course] of courses.entries()) {
    if (!offered(index)) continue;
    const plan = courseTerms(course, index, terms);
    streams.push(offeringStream(course, periodId, plan));
    if (!withSections) continue;
    for (const { sections, ...termMode } of plan) {
      const termIndex = terms.indexOf(termMode.term);
      for (let n = 1; n <= sections; n++) {
        const lab = course.lab && n === sections && sections > 1;
        const online = termMode.TeachingModeId === teachingModeIds.online;
        const pattern: Pattern = lab || (course.level > 1 && index % 2 === 1) ? 'TR' : 'MWF';
        const from = Math.floor(random() * 10);
        const book = books.get(termMode.term.id)!;
        const placed = online
          ? undefined
          : ((n === 1 && ++firstInPerson % 25 === 0 ? book.again() : undefined) ??
            book.place(pattern, from, course.building));
        const maximum = lab ? 24 : course.sectionMaxStudents;
        const filled = termMode.term.kind === 'Summer' ? 0.3 + 0.3 * random() : 0.55 + 0.43 * random();
        const over = !lab && ++lectureCount % 40 === 0;
        streams.push(
          sectionStream({
            course,
            periodId,
            termMode,
            sectionNumber: lab ? `L${termIndex}${n}` : `${termIndex}${String(n).padStart(2, '0')}`,
            name: lab ? `${course.name} Lab` : course.name,
            enrollment: over ? maximum + 1 + Math.floor(random() * 5) : Math.round(maximum * filled),
            enrollmentOverride: over,
            points: lab ? 1 : course.points,
            notes: (index + n) % 11 === 0 ? notes[(index + n) % notes.length]! : null,
            slot: placed?.slot ?? slotsOf[pattern][from % slotsOf[pattern].length]!,
            LocationId: placed?.locationId ?? null,
            description: online
              ? 'Online: live on the course video link'
              : termMode.TeachingModeId === teachingModeIds.hybrid
                ? 'Hybrid: every other week online'
                : null,
          }),
        );
      }
    }
  }
  return streams;
}
