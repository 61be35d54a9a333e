import { type AliasedRawBuilder, sql } from 'kysely';

export type InstructorLink = { SectionId: string; UserId: string };

/**
 * Who teaches which section, as a table aliased `ta` (SectionId, UserId): the teaching assignments read
 * model, indexed on (SectionId) and (UserId).
 */
export const sectionInstructors = (): AliasedRawBuilder<InstructorLink, 'ta'> =>
  sql<InstructorLink>`(select "SectionId", "UserId" from "teachingAssignments")`.as('ta');
