import { type NewStream, sections } from '@tams/domain';
import { assignmentCommand, seededSectionOf } from './demoAssignments.js';
import { facultyUserIdOf } from './demoWorkload.js';
import { randomOf } from './planningRecords.js';
import { withChildren } from './streamExtension.js';
import type { PlannedAssignment } from './teachingPlan.js';

/**
 * The large scale's teaching, for the list benchmarks' coverage and assignment cells: of the generated
 * sections a fifth stay uncovered, a few are shared or partly covered, the rest have one instructor,
 * drawn at random from the demo faculty (the same on every run). Nobody checks loads or meeting times
 * here: 25 faculty cannot teach 50 000 sections, and the benchmarks measure lists, not plausibility.
 * Returns a function that gives a section stream its assignments (other streams pass unchanged).
 */
export function largeTeaching(year: number, facultyCount: number): (stream: NewStream) => NewStream {
  const random = randomOf(year * 104_729);
  const instructor = () => facultyUserIdOf(Math.floor(random() * (facultyCount + 1)));
  return (stream) => {
    const section = seededSectionOf(stream);
    if (!section) return stream;
    const draw = random();
    if (draw < 0.2) return stream;
    const first = instructor();
    const planned: PlannedAssignment[] = [];
    if (draw < 0.23) {
      const second = instructor();
      const half = section.points / 2;
      planned.push({ section, UserId: first, points: half, kind: 'shared' });
      if (second !== first) planned.push({ section, UserId: second, points: half, kind: 'shared' });
    } else if (draw < 0.25 && section.points >= 2) {
      planned.push({ section, UserId: first, points: section.points - 1, kind: 'partial' });
    } else {
      planned.push({ section, UserId: first, points: section.points, kind: 'single' });
    }
    const commands = planned.map((assignment) => assignmentCommand(assignment, section.AcademicPeriodId));
    return withChildren(sections, stream, commands);
  };
}
