import type { AppAbility } from '@tams/access';
import {
  mayAdvance,
  mayRevert,
  type ProgressActor,
  type ProgressSteps,
  progressStepNames,
  ValidationError,
} from '@tams/domain';
import { type PeriodProgress, progressOfPeriod, type ReadModels } from '@tams/projections';
import { isUuid } from '../http/ids.js';
import type { ListAllowList } from '@tams/projections';

/** The period's step and publication; undefined when there is no such period (or `id` is no id). */
export const periodProgress = async (db: ReadModels, id: unknown): Promise<PeriodProgress | undefined> =>
  isUuid(id) ? progressOfPeriod(db, id) : undefined;

/** A period named in a request body: 400 on the field when there is none. */
export async function periodOfBody(db: ReadModels, id: unknown): Promise<PeriodProgress> {
  const period = await periodProgress(db, id);
  if (!period) throw new ValidationError({ AcademicPeriodId: 'No such academic period' });
  return period;
}

/** GET /api/progressSteps: the eight steps, where the period is, what the caller may do next. */
export function progressStepsOf(
  period: PeriodProgress,
  actor: ProgressActor,
  ability: AppAbility,
): ProgressSteps {
  const current = period.progressStep;
  const moves = ability.can('create', 'ProgressAction');
  return {
    AcademicPeriodId: period.id,
    periodName: period.name,
    currentStep: current,
    publishedForFaculty: period.publishedForFaculty,
    steps: progressStepNames.map((name, index) => {
      const number = index + 1;
      return {
        number,
        name,
        status: number < current ? 'done' : number === current ? 'current' : 'upcoming',
      };
    }),
    canAdvance: moves && mayAdvance(actor, current),
    canRevert: moves && mayRevert(actor, current),
    advanceTo: current < progressStepNames.length ? current + 1 : null,
    revertTo: current > 1 ? current - 1 : null,
  };
}

/** What /api/progressActions may be filtered and sorted by. */
export const progressActionsAllowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq', 'in'] },
    action: { kind: 'enum', ops: ['eq', 'in'], values: ['advance', 'revert'] },
  },
  sortable: new Set(['at', 'version']),
  includes: new Set(),
  search: [],
  meta: false,
  // newest first; actions appended together share their time: the stream's order tells them apart
  defaultSort: [
    { field: 'at', direction: 'DESC' },
    { field: 'version', direction: 'DESC' },
  ],
};
