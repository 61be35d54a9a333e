import { type AliasedRawBuilder, sql } from 'kysely';

export type InstructorLink = { SectionId: string; UserId: string };

/**
 * Who teaches which section, as a table aliased `ta` (SectionId, UserId): the only place the schedule
 * reads teaching assignments. Until they exist (issue 6) it is empty, so the instructor filter matches no
 * meeting and meetings list no instructors. Issue 6 replaces the body with its read model, e.g.
 * `db.selectFrom('teachingAssignments').select(['SectionId', 'UserId']).as('ta')`, indexed on
 * (SectionId) and (UserId).
 */
export const sectionInstructors = (): AliasedRawBuilder<InstructorLink, 'ta'> =>
  sql<InstructorLink>`(select null::uuid as "SectionId", null::uuid as "UserId" where false)`.as('ta');

/** A user's name as the schedule shows it: the display name, else first and last name. */
export const userNameSql = sql<string>`coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")`;
