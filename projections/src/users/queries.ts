import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';

/** A user's name as lists show it, over `users as u`: the display name, else first and last name. */
export const userNameSql = sql<string>`coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")`;

/** What masquerading judges of a user: their roles and whether they are active. */
export const userRolesOf = (db: ReadModels, id: string) =>
  db.selectFrom('users').select(['id', 'Roles', 'isActive']).where('id', '=', id).executeTakeFirst();

/** A user's faculty profile; undefined when they have none. */
export const facultyProfileOfUser = (db: ReadModels, userId: string) =>
  db.selectFrom('facultyProfiles').selectAll().where('UserId', '=', userId).executeTakeFirst();
