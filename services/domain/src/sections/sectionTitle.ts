/** What names a section: its course's number (a section's reader sees it with the section), number and name. */
export interface SectionNaming {
  courseNumber?: string | null;
  sectionNumber?: string | null;
  name?: string | null;
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text !== '';

/**
 * "MATH 495-001 Mathematical Biology": how pages, lists, history entries, exports and emails name a
 * section, so sections of different courses with the same number never read alike. Without its course
 * number: "Section 001 Mathematical Biology".
 */
export function sectionTitle({ courseNumber, sectionNumber, name }: SectionNaming): string {
  const code = present(sectionNumber)
    ? present(courseNumber)
      ? `${courseNumber}-${sectionNumber}`
      : `Section ${sectionNumber}`
    : courseNumber;
  return [code, name].filter(present).join(' ');
}
