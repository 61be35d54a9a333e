import type { AppAbility } from '@tams/access';
import { type HistoryMark, type HistoryTimeline, isPublishedStep, progressStepOf } from '@tams/domain';
import { periodChangeInstants, type ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import { peopleNames, type PeriodRef } from './periodPlan.js';

const instantsShown = 5000;

type MarkRow = {
  at: Date;
  kind: HistoryMark['kind'];
  step: number | null;
  workgroup: string | null;
  by: string | null;
};

/** The period's step changes (and publication) and workgroup approvals, as the reader may read them. */
async function marksOf(db: ReadModels, ability: AppAbility, periodId: string): Promise<MarkRow[]> {
  const parts = [];
  if (ability.can('read', 'ProgressAction'))
    parts.push(sql`select "at", action as kind, "toStep" as step, null::text as workgroup, "actorId" as by
      from "progressActions" where "AcademicPeriodId" = ${periodId}`);
  if (ability.can('read', 'WorkgroupApproval'))
    parts.push(sql`select a."approvedAt" as at, 'approval' as kind, a.step, w.name as workgroup, a."approvedBy" as by
      from "workgroupApprovals" a left join workgroups w on w.id = a."WorkgroupId"
      where a."AcademicPeriodId" = ${periodId}`);
  if (parts.length === 0) return [];
  const { rows } = await sql<MarkRow>`${sql.join(parts, sql` union all `)} order by at`.execute(db);
  return rows;
}

function labelOf(mark: MarkRow): { kind: HistoryMark['kind']; label: string } {
  const step = progressStepOf(mark.step);
  const stepText = step ? `Step ${step.number}: ${step.name}` : `Step ${mark.step}`;
  if (mark.kind === 'approval')
    return { kind: 'approval', label: `${mark.workgroup ?? 'A workgroup'} approved` };
  if (mark.kind === 'advance' && isPublishedStep(mark.step))
    return { kind: 'publication', label: 'Published for faculty' };
  return { kind: mark.kind, label: mark.kind === 'revert' ? `Reverted to ${stepText}` : stepText };
}

/** What the time control of a period ranges over: each instant its plan changed, and the marks. */
export async function periodTimeline(
  db: ReadModels,
  ability: AppAbility,
  period: PeriodRef,
): Promise<HistoryTimeline> {
  const [newestFirst, marks] = await Promise.all([
    periodChangeInstants(db, period.id, instantsShown + 1),
    marksOf(db, ability, period.id),
  ]);
  const instants = newestFirst
    .slice(0, instantsShown)
    .reverse()
    .map((at) => at.toISOString());
  const names = await peopleNames(
    db,
    marks.map((mark) => mark.by).filter((id): id is string => !!id),
  );
  return {
    period,
    first: instants[0] ?? null,
    last: instants.at(-1) ?? null,
    instants,
    truncated: newestFirst.length > instantsShown,
    marks: marks.map((mark) => ({
      at: mark.at.toISOString(),
      ...labelOf(mark),
      by: mark.by ? { id: mark.by, name: names.get(mark.by) ?? 'Unknown user' } : null,
    })),
  };
}
