import type { DraftInstructor, DraftProblem, DraftSection, Preference } from '@tams/domain';

/** A deterministic pseudo-random sequence (the same period every run). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const id = (kind: string, index: number) => `${kind}-${String(index).padStart(4, '0')}`;

/**
 * A realistic generated period (issue 23): `sections` sections in `workgroups` workgroups, `faculty`
 * instructors (about a third in a second workgroup), points 1-4 (mostly 3), `slots` meeting slots of
 * which some neighbours overlap, required points 9-15 (mostly 12), preferences submitted by 70% and
 * teaching history on a fifth of the courses they could teach.
 */
export function generatedDraftProblem({
  sections = 400,
  faculty = 80,
  workgroups = 8,
  slots = 24,
  seed = 7,
  // most sections are 3-point courses, some labs (1-2) and 4-point courses; loads mostly 12
  pointsScale = [1, 2, 3, 3, 3, 3, 3, 3, 4, 4],
  requiredScale = [9, 10, 12, 12, 12, 13, 15],
  preferenceShare = 0.7,
} = {}): DraftProblem {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const terms = ['term-fall', 'term-spring'];
  const modes = ['mode-in-person', 'mode-online'];
  const courses = Array.from({ length: Math.ceil(sections / 3) }, (_, c) => id('course', c));
  const slotOf = new Map<string, number>();
  const draftSections: DraftSection[] = Array.from({ length: sections }, (_, s) => {
    const section = {
      id: id('section', s),
      label: `C ${100 + (s % 300)}-${String(1 + Math.floor(s / 300)).padStart(3, '0')}`,
      CourseId: courses[s % courses.length],
      WorkgroupId: id('workgroup', s % workgroups),
      AcademicTermId: pick(terms),
      TeachingModeId: pick(modes),
      points: pointsScale[Math.floor(next() * pointsScale.length)],
    };
    slotOf.set(section.id, Math.floor(next() * slots));
    return section;
  });
  const instructors: DraftInstructor[] = Array.from({ length: faculty }, (_, i) => {
    const home = id('workgroup', i % workgroups);
    const WorkgroupIds = next() < 0.3 ? [home, id('workgroup', (i + 3) % workgroups)] : [home];
    const preferences: Preference[] | null =
      next() < preferenceShare
        ? [
            {
              id: id('preference', i),
              AcademicTermId: pick(terms),
              TeachingModeId: pick(modes),
              AssignmentTypeId: null,
              weight: 1 + Math.floor(next() * 5),
              notes: null,
              CourseIds: [pick(courses)],
            },
          ]
        : null;
    const taught: Record<string, string[]> = {};
    for (const section of draftSections)
      if (WorkgroupIds.includes(section.WorkgroupId!) && next() < 0.2)
        taught[section.CourseId!] = ['Fall 2025'];
    return {
      id: id('user', i),
      name: `Instructor ${i}`,
      pointsRequired: pick(requiredScale),
      pointsAssigned: 0,
      WorkgroupIds,
      preferences,
      taught,
    };
  });
  // slot k overlaps itself and, every third slot, the next one (a Monday 09:00 and a 09:30, say)
  const overlapsSlots = (a: number, b: number) =>
    a === b || (Math.min(a, b) % 3 === 0 && Math.abs(a - b) === 1);
  const overlaps: [string, string][] = [];
  for (let a = 0; a < sections; a++)
    for (let b = a + 1; b < sections; b++)
      if (overlapsSlots(slotOf.get(draftSections[a].id)!, slotOf.get(draftSections[b].id)!))
        overlaps.push([draftSections[a].id, draftSections[b].id]);
  return { sections: draftSections, instructors, overlaps, busy: [], allowOverload: false };
}
