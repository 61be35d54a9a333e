import { type SectionNaming, sectionTitle } from '@tams/domain';
import type { RaRecord } from 'react-admin';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A section record by its title: "MATH 495-001 Mathematical Biology" (the API adds its courseNumber). */
export const sectionTitleOf = (section: RaRecord | SectionNaming): string =>
  sectionTitle({
    courseNumber: text(section.courseNumber),
    sectionNumber: text(section.sectionNumber),
    name: text(section.name),
  });

/** A row that keeps copies of its section (a teaching assignment, a My page's row): sectionName. */
type SectionCopies = { courseNumber?: unknown; sectionNumber?: unknown; sectionName?: unknown };

/** The title of the section of a row that keeps its section's copies. */
export const assignedSectionTitleOf = (row: RaRecord | SectionCopies): string =>
  sectionTitle({
    courseNumber: text(row.courseNumber),
    sectionNumber: text(row.sectionNumber),
    name: text(row.sectionName),
  });
