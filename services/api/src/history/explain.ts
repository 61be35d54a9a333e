import type { AppAbility } from '@tams/access';
import { readAccessOf } from '@tams/access/sql';
import {
  countsTowardWorkload,
  type ExplainedInstructor,
  type ExplainedPart,
  type ExplainedSection,
  NotFoundError,
  sections,
} from '@tams/domain';
import { instructorRow, type ReadModels, requiredPointsFactsOf, versionsOf } from '@tams/projections';
import { assignmentKinds, peopleNames, type PeriodRef, readableWhere, sectionLabels } from './periodPlan.js';
import { requiredPointsChanges } from './requiredPointsChanges.js';
import { actorIdsOf, changesOf, personOf } from './versionChanges.js';

/** Each row as a part with the changes behind it up to `until`. */
async function partsOf(
  db: ReadModels,
  ability: AppAbility,
  where: Record<string, string>,
  until: Date | undefined,
  kinds: readonly ExplainedPart['kind'][] = ['teaching', 'administrative'],
): Promise<ExplainedPart[]> {
  const found = await Promise.all(
    assignmentKinds
      .filter(({ kind }) => kinds.includes(kind))
      .map(async ({ kind, definition }) => {
        const rows = await readableWhere(db, ability, definition, where);
        const versions = await versionsOf(
          db,
          definition.name,
          rows.map((row) => row.id),
          { until },
        );
        return { kind, definition, rows, versions };
      }),
  );
  const [names, labels] = await Promise.all([
    peopleNames(db, [
      ...found.flatMap(({ versions }) => actorIdsOf(versions)),
      ...found.flatMap(({ rows }) => rows.map((row) => String(row.UserId))),
    ]),
    sectionLabels(
      db,
      found.flatMap(({ rows }) => rows.map((row) => String(row.SectionId ?? '')).filter(Boolean)),
    ),
  ]);
  return found.flatMap(({ kind, definition, rows, versions }) => {
    const hidden = readAccessOf(ability)(definition).hidden;
    return rows.map((row): ExplainedPart => ({
      kind,
      id: row.id,
      label:
        kind === 'teaching'
          ? (labels.get(String(row.SectionId))?.label ?? `${row.sectionNumber} ${row.sectionName}`)
          : `Administrative: ${row.notes ?? 'assignment'}${uncountedNote(row)}`,
      instructor: personOf(names, row.UserId),
      // a reported or refused administrative assignment adds nothing to the total it explains (DESIGN §19)
      points: countsTowardWorkload(row) ? Number(row.points ?? 0) : 0,
      changes: changesOf(
        definition,
        hidden,
        versions.filter((v) => v.id === row.id),
        undefined,
        names,
      ),
    }));
  });
}

const uncountedNote = (row: Record<string, unknown>) =>
  row.status === 'reported'
    ? ` (reported, ${row.points} points once approved)`
    : row.status === 'refused'
      ? ` (refused${row.statusReason ? `: ${row.statusReason}` : ''})`
      : '';

const instantText = (instant: Date | undefined) => instant?.toISOString() ?? null;

type RequiredFacts = NonNullable<Awaited<ReturnType<typeof requiredPointsFactsOf>>>;

const shown = (value: number) => Number(value.toFixed(2)).toString();

/**
 * Words for the rule that set an instructor's required points, with its formula (DESIGN §19): the same
 * facts requiredPointsOf takes, so the numbers in the words are the ones the rule used.
 */
function ruleOf(
  row: Record<string, unknown>,
  facts: RequiredFacts | undefined,
  period: PeriodRef,
): Pick<ExplainedInstructor['required'], 'source' | 'rule'> {
  const points = row.pointsRequired as number | null;
  const type = facts?.instructorTypeName ?? String(row.instructorTypeName ?? 'their instructor type');
  const typeDefault = facts?.instructorTypeDefault;
  switch (row.pointsRequiredSource) {
    case 'effort':
      return {
        source: 'effort',
        rule:
          facts?.expectedTeachingShare != null && typeDefault != null
            ? `Expected teaching share ${shown(facts.expectedTeachingShare)}% (effort) × ${type}'s ${shown(typeDefault)} full-time points = ${points} points required`
            : `Expected teaching share (effort) of ${type}'s full-time points: ${points} points`,
      };
    case 'set':
      return {
        source: 'financialData',
        rule:
          `Financial data for ${period.name}: ${points} points required` +
          (typeDefault != null
            ? ` (set there, it wins over ${type}'s default of ${shown(typeDefault)})`
            : ''),
      };
    case 'instructorType':
      return { source: 'instructorType', rule: `${type} default: ${points} points required` };
    default:
      return {
        source: null,
        rule: 'Nothing sets required points: no instructor type default, financial data or effort share',
      };
  }
}

/** An instructor's required, assigned and remaining points in a period, and what makes them up. */
export async function explainInstructor(
  db: ReadModels,
  ability: AppAbility,
  userId: string,
  period: PeriodRef,
  instant: Date | undefined,
  options: { effortEnabled: boolean },
): Promise<ExplainedInstructor> {
  const [row, facts] = await Promise.all([
    instructorRow(db, userId, period.id, options),
    requiredPointsFactsOf(db, userId, period.id, options),
  ]);
  if (!row) throw new NotFoundError('instructors', userId);
  const parts = await partsOf(db, ability, { UserId: userId, AcademicPeriodId: period.id }, instant);
  const rule = ruleOf(row, facts, period);
  const changes = await requiredPointsChanges(db, ability, userId, period, instant, rule.source, options);
  return {
    asOf: instantText(instant),
    period,
    instructor: { id: row.id, name: row.name },
    required: { points: row.pointsRequired, ...rule, changes },
    assigned: row.pointsAssigned,
    remaining: row.pointsRemaining,
    parts,
  };
}

/** A section's assigned points and coverage, and the assignments that make them up. */
export async function explainSection(
  db: ReadModels,
  ability: AppAbility,
  sectionId: string,
  instant: Date | undefined,
): Promise<ExplainedSection> {
  const [row] = await readableWhere(db, ability, sections, { id: sectionId });
  if (!row) throw new NotFoundError('sections', sectionId);
  const [parts, labels] = await Promise.all([
    partsOf(db, ability, { SectionId: sectionId }, instant, ['teaching']),
    sectionLabels(db, [sectionId]),
  ]);
  return {
    asOf: instantText(instant),
    section: {
      id: sectionId,
      label: labels.get(sectionId)?.label ?? `${row.sectionNumber} ${row.name}`,
      AcademicPeriodId: String(row.AcademicPeriodId),
    },
    points: Number(row.points ?? 0),
    assignedPoints: Number(row.assignedPoints ?? 0),
    variance: Number(row.variance ?? 0),
    coverageStatus: String(row.coverageStatus),
    parts,
  };
}
