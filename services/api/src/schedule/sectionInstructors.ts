import { type AliasedRawBuilder, sql } from 'kysely';

export type InstructorLink = { SectionId: string; UserId: string };

/**
 * Who teaches which section, as a table aliased `ta` (SectionId, UserId): the teaching assignments read
 * model, indexed on (SectionId) and (UserId).
 */
export const sectionInstructors = (): AliasedRawBuilder<InstructorLink, 'ta'> =>
  sql<InstructorLink>`(select "SectionId", "UserId" from "teachingAssignments")`.as('ta');

/** A user's name as the schedule shows it: the display name, else first and last name. */
export const userNameSql = sql<string>`coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")`;
