import type { AppAbility } from '@tams/access';
import { readAccessOf } from '@tams/access/sql';
import {
  administrativeAssignments,
  type AssignmentDifference,
  countsTowardWorkload,
  type FieldSpec,
  type HistoryDifference,
  type PointsMove,
  teachingAssignments,
} from '@tams/domain';
import { nameOfValue, namesOf, want } from '../resources/historyNames.js';
import { type ReadModels, versionsOf, type VersionRow } from '@tams/projections';
import { assignmentKinds, assignmentsAt, peopleNames, type PeriodRef, sectionLabels } from './periodPlan.js';
import { requiredPointsDifference } from './requiredPointsDifference.js';
import { actorIdsOf, changesOf, fieldDifferences, personOf } from './versionChanges.js';

/** Names the references among the differing fields (what the reader may read of them). */
async function nameReferences(db: ReadModels, ability: AppAbility, assignments: AssignmentDifference[]) {
  const specOf = (assignment: AssignmentDifference, field: string) =>
    (assignment.kind === 'teaching' ? teachingAssignments : administrativeAssignments).fields[
      field as never
    ] as FieldSpec | undefined;
  const wanted = new Map<string, Set<string>>();
  for (const assignment of assignments)
    for (const field of assignment.fields) {
      // the instructor is named as the assignment names them (its row's copy), not as a User record
      if (field.field === 'UserId') {
        if (assignment.instructor.before) field.beforeName = assignment.instructor.before.name;
        if (assignment.instructor.after) field.afterName = assignment.instructor.after.name;
        continue;
      }
      want(wanted, specOf(assignment, field.field), field.before);
      want(wanted, specOf(assignment, field.field), field.after);
    }
  if (wanted.size === 0) return;
  const names = await namesOf(db as never, wanted, readAccessOf(ability));
  for (const assignment of assignments)
    for (const field of assignment.fields) {
      if (field.field === 'UserId') continue;
      const spec = specOf(assignment, field.field);
      const beforeName = nameOfValue(names, spec, field.before);
      const afterName = nameOfValue(names, spec, field.after);
      if (beforeName !== undefined) field.beforeName = beforeName;
      if (afterName !== undefined) field.afterName = afterName;
    }
}

/** An assignment's points toward workload: a reported or refused administrative one's count none (§19). */
const pointsOf = (row: VersionRow | undefined) =>
  row && countsTowardWorkload(row) ? Number(row.points ?? 0) : 0;

/** Points per key at both instants, only the keys that moved, largest move first. */
function moves(
  rows: { before?: VersionRow; after?: VersionRow }[],
  keyOf: (row: VersionRow) => string | null,
  nameOf: (key: string) => string,
): PointsMove[] {
  const totals = new Map<string, { before: number; after: number }>();
  const add = (row: VersionRow | undefined, side: 'before' | 'after') => {
    const key = row && keyOf(row);
    if (!key) return;
    const total = totals.get(key) ?? { before: 0, after: 0 };
    total[side] += pointsOf(row);
    totals.set(key, total);
  };
  for (const { before, after } of rows) {
    add(before, 'before');
    add(after, 'after');
  }
  return [...totals]
    .map(([id, { before, after }]) => ({ id, name: nameOf(id), before, after, delta: after - before }))
    .filter((move) => Math.abs(move.delta) > 1e-9)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.name.localeCompare(b.name));
}

/**
 * The period's plan at `from` and at `to` (DESIGN §16): assignments added, removed and changed (compared on
 * their own fields), each with every change between the two instants (who, as whom, when, through what),
 * and the points moved per instructor and per workgroup, and whose required points moved and why. Only
 * what the reader may read, fields included.
 */
export async function periodDifference(
  db: ReadModels,
  ability: AppAbility,
  period: PeriodRef,
  from: Date,
  to: Date,
  options: { effortEnabled: boolean },
): Promise<HistoryDifference> {
  const assignments: AssignmentDifference[] = [];
  const pairs: { kind: string; before?: VersionRow; after?: VersionRow }[] = [];
  const perKind = await Promise.all(
    assignmentKinds.map(async ({ kind, definition }) => {
      const [before, after] = await Promise.all([
        assignmentsAt(db, ability, definition, period.id, from),
        assignmentsAt(db, ability, definition, period.id, to),
      ]);
      return { kind, definition, before, after, hidden: readAccessOf(ability)(definition).hidden };
    }),
  );
  const differing = perKind.map(({ kind, definition, before, after, hidden }) => {
    const ids = [...new Set([...before.keys(), ...after.keys()])];
    for (const id of ids) pairs.push({ kind, before: before.get(id), after: after.get(id) });
    return {
      kind,
      definition,
      hidden,
      before,
      after,
      ids: ids.filter((id) => fieldDifferences(definition, hidden, before.get(id), after.get(id)).length > 0),
    };
  });
  const versions = await Promise.all(
    differing.map(({ definition, ids }) => versionsOf(db, definition.name, ids, { after: from, until: to })),
  );
  const sectionIds = pairs.flatMap(({ before, after }) =>
    [before?.SectionId, after?.SectionId].filter((id): id is string => typeof id === 'string'),
  );
  const [names, sections] = await Promise.all([
    peopleNames(db, [
      ...versions.flatMap(actorIdsOf),
      ...pairs.flatMap(({ before, after }) => [before?.UserId, after?.UserId] as string[]).filter(Boolean),
    ]),
    sectionLabels(db, sectionIds),
  ]);
  differing.forEach(({ kind, definition, hidden, before, after, ids }, index) => {
    const byId = new Map<string, VersionRow[]>();
    for (const version of versions[index]!) byId.set(version.id, [...(byId.get(version.id) ?? []), version]);
    for (const id of ids) {
      const was = before.get(id);
      const now = after.get(id);
      const row = (now ?? was)!;
      const sectionId = typeof row.SectionId === 'string' ? row.SectionId : null;
      const label = sectionId
        ? (sections.get(sectionId)?.label ?? `${row.sectionNumber ?? ''} ${row.sectionName ?? ''}`.trim())
        : `${row.instructorName ?? ''}: ${row.notes ?? 'administrative assignment'}`;
      assignments.push({
        id,
        kind: kind as AssignmentDifference['kind'],
        change: !was ? 'added' : !now ? 'removed' : 'changed',
        label,
        SectionId: sectionId,
        instructor: { before: personOf(names, was?.UserId), after: personOf(names, now?.UserId) },
        points: { before: was ? pointsOf(was) : null, after: now ? pointsOf(now) : null },
        fields: fieldDifferences(definition, hidden, was, now),
        changes: changesOf(definition, hidden, byId.get(id) ?? [], was, names),
      });
    }
  });
  await nameReferences(db, ability, assignments);
  assignments.sort((a, b) => (a.changes.at(-1)?.at ?? '').localeCompare(b.changes.at(-1)?.at ?? ''));
  const workgroupOf = (row: VersionRow) =>
    typeof row.SectionId === 'string' ? (sections.get(row.SectionId)?.WorkgroupId ?? null) : null;
  const workgroupNames = new Map(
    [...sections.values()].map((section) => [section.WorkgroupId, section.workgroupName]),
  );
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    assignments,
    instructors: moves(
      pairs,
      (row) => (typeof row.UserId === 'string' ? row.UserId : null),
      (id) => names.get(id) ?? 'Unknown user',
    ),
    workgroups: moves(
      pairs.filter(({ kind }) => kind === 'teaching'),
      workgroupOf,
      (id) => workgroupNames.get(id) ?? 'No workgroup',
    ),
    requiredPoints: await requiredPointsDifference(db, ability, period, from, to, options),
  };
}
