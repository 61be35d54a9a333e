import { courses, newRecordStream, type NewStream, workgroups } from '@tams/domain';
import { demoCatalog, labSubjects } from './catalog.js';
import { demoMemberships } from './demoPeople.js';
import { demoId } from './ids.js';
import type { DemoCourse } from './periodPlan.js';

/** Where each workgroup teaches (the building its sections are booked in first). */
const buildingOf: Record<string, string> = {
  MATH: 'MSB',
  CS: 'ENG',
  PHYS: 'SCI',
  CHEM: 'SCI',
  BIOL: 'SCI',
  ENGL: 'HUM',
};

/** The workgroups (each with its chair) and their courses, and the courses as the plan sees them. */
export function demoCatalogStreams(facultyCount: number): { streams: NewStream[]; catalog: DemoCourse[] } {
  const streams: NewStream[] = [];
  const members = demoMemberships(Object.keys(demoCatalog), facultyCount);
  const catalog: DemoCourse[] = [];
  for (const [index, [name, { code, courses: list }]] of Object.entries(demoCatalog).entries()) {
    const workgroupId = demoId('workgroup', name);
    streams.push(
      newRecordStream(
        workgroups,
        workgroupId,
        { name, description: `Department of ${name}`, isActive: true },
        members[index]!,
      ),
    );
    for (const [number, title] of list) {
      const level = Math.floor(Number(number) / 100);
      const course: DemoCourse = {
        id: demoId('course', `${code}${number}`),
        courseNumber: `${code} ${number}`,
        name: title,
        WorkgroupId: workgroupId,
        sectionMaxStudents: level < 2 ? 120 : 40,
        points: level < 2 ? 4 : 3,
        level,
        lab: level === 1 && labSubjects.has(code),
        building: buildingOf[code] ?? 'LIB',
      };
      catalog.push(course);
      streams.push(
        newRecordStream(courses, course.id, {
          courseNumber: course.courseNumber,
          name: title,
          unitsMax: 4,
          sectionMaxStudents: course.sectionMaxStudents,
          sectionCreditHours: course.points,
          WorkgroupId: workgroupId,
          isActive: true,
          isOffered: true,
        }),
      );
    }
  }
  return { streams, catalog };
}
