import type { AppAbility } from '@tams/access';
import { readAccessOf } from '@tams/access/sql';
import {
  administrativeAssignments,
  NotFoundError,
  type ResourceDefinition,
  type SectionNaming,
  sectionTitle,
  teachingAssignments,
  ValidationError,
} from '@tams/domain';
import { type ReadModels, rowsAt, userNameSql, type VersionRow } from '@tams/projections';
import { type Kysely, sql } from 'kysely';
import { isUuid } from '../http/ids.js';

/** The two kinds of assignment whose history a period's plan is made of. */
export const assignmentKinds = [
  { kind: 'teaching', definition: teachingAssignments },
  { kind: 'administrative', definition: administrativeAssignments },
] as const satisfies readonly { kind: string; definition: ResourceDefinition }[];

export interface PeriodRef {
  id: string;
  name: string;
}

/** The period asked for (`periodId`), 400 when malformed, 404 when there is no such period. */
export async function periodOf(db: ReadModels, periodId: unknown): Promise<PeriodRef> {
  if (!isUuid(periodId)) throw new ValidationError({ periodId: 'Must be an academic period id' });
  const row = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('academicPeriods', periodId);
  return { id: String(row.id), name: String(row.name) };
}

/** A kind's assignments of a period valid at `instant` that the reader may read, by id. */
export async function assignmentsAt(
  db: ReadModels,
  ability: AppAbility,
  definition: ResourceDefinition,
  periodId: string,
  instant: Date,
): Promise<Map<string, VersionRow>> {
  const access = readAccessOf(ability)(definition);
  if (access.condition === null) return new Map();
  const rows = await rowsAt(db, definition.name, instant, 'AcademicPeriodId', periodId);
  return new Map(rows.filter((row) => access.allows(row)).map((row) => [row.id, row]));
}

/** Display names of users (who changed what; instructors), whoever may read their records. */
export async function peopleNames(db: ReadModels, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`
    select u.id, ${userNameSql} as name from users u where u.id = any(${wanted}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** "MATH 101-002 Creative Writing": sections by id, with their workgroup (as now: labels are not history). */
export async function sectionLabels(
  db: ReadModels,
  ids: Iterable<string>,
): Promise<Map<string, { label: string; WorkgroupId: string | null; workgroupName: string | null }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<
    SectionNaming & { id: string; WorkgroupId: string | null; workgroupName: string | null }
  >`
    select s.id, c."courseNumber", s."sectionNumber", s.name, s."WorkgroupId", w.name as "workgroupName"
    from sections s left join courses c on c.id = s."CourseId" left join workgroups w on w.id = s."WorkgroupId"
    where s.id = any(${wanted}::uuid[])`.execute(db);
  return new Map(
    rows.map(({ id, WorkgroupId, workgroupName, ...naming }) => [
      id,
      { label: sectionTitle(naming), WorkgroupId, workgroupName },
    ]),
  );
}

/** The rows of `definition` the reader may read where `column` = `value` (as of the scope's instant, if any). */
export async function readableWhere(
  db: ReadModels,
  ability: AppAbility,
  definition: ResourceDefinition,
  where: Record<string, string>,
): Promise<VersionRow[]> {
  const access = readAccessOf(ability)(definition);
  if (access.condition === null) return [];
  // any kept resource's table: the generic record reads type it the same way (Kysely<any>)
  let query = (db as unknown as Kysely<any>).selectFrom(definition.name).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  if (access.condition) query = query.where(access.condition.where);
  return (await query.execute()) as VersionRow[];
}
